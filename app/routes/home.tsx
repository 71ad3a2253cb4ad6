export default function Home() {
  return <h1>Discover Candy from Around the World</h1>;
}

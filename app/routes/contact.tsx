// Placeholder: built by the storefront work (issue 3).
export default function Placeholder() {
  return null;
}

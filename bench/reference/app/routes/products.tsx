import { Link, useLoaderData } from "react-router";

const PRODUCTS = 50;

// A plain product list as any React Router app writes one: data from the loader, a card per
// product with a link, a picture, brand, name, rating, price and a button. No database.
export function loader() {
  return {
    products: Array.from({ length: PRODUCTS }, (_, index) => ({
      id: index + 1,
      slug: `product-${index + 1}`,
      name: `Product number ${index + 1}`,
      brand: "A brand",
      priceCents: 199 + index * 10,
      rating: 4.2,
      reviewCount: 12 + index,
      image: `/images/product-${index + 1}.webp`,
    })),
  };
}

export function meta() {
  return [{ title: "Products" }, { name: "description", content: "Every product we sell." }];
}

export default function Products() {
  const { products } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">Products</h1>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {products.map((product) => (
          <li key={product.id} className="rounded-xl border bg-white p-3 shadow-sm">
            <Link to={`/product/${product.slug}`} className="block">
              <img
                src={product.image}
                alt=""
                width={300}
                height={300}
                loading="lazy"
                className="aspect-square w-full object-cover"
              />
              <p className="text-sm text-gray-500">{product.brand}</p>
              <h2 className="font-semibold">{product.name}</h2>
              <p className="text-sm">
                {product.rating} ★ ({product.reviewCount} reviews)
              </p>
              <p className="font-bold">${(product.priceCents / 100).toFixed(2)}</p>
            </Link>
            <button type="button" className="mt-2 w-full rounded bg-pink-500 px-3 py-2 text-white">
              Add to cart
            </button>
          </li>
        ))}
      </ul>
    </main>
  );
}

export default function Blog() {
  return (
    <section className="container section">
      <h1>Blog</h1>
    </section>
  );
}

export default function BlogPost() {
  return (
    <section className="container section">
      <h1>BlogPost</h1>
    </section>
  );
}

export default function Location() {
  return (
    <section className="container section">
      <h1>Location</h1>
    </section>
  );
}

export default function Service() {
  return (
    <section className="container section">
      <h1>Service</h1>
    </section>
  );
}

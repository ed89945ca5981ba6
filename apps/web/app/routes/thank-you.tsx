export default function ThankYou() {
  return (
    <section className="container section">
      <h1>ThankYou</h1>
    </section>
  );
}

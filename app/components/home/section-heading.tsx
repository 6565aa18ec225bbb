/** The title and intro of a home section; the id names the section for aria-labelledby. */
export function SectionHeading({
  id,
  title,
  intro,
  isLight,
}: {
  id: string;
  title: string;
  intro?: string;
  isLight?: boolean;
}) {
  return (
    <div className="mx-auto mb-10 max-w-2xl text-center">
      <h2
        id={id}
        className={`text-3xl font-bold tracking-tight sm:text-4xl ${isLight ? "text-white" : "text-brand-900"}`}
      >
        {title}
      </h2>
      {intro ? <p className={`mt-3 text-lg ${isLight ? "text-brand-100" : "text-slate-700"}`}>{intro}</p> : null}
    </div>
  );
}

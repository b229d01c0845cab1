export interface Step {
  title: string;
  text: string;
}

export interface StepListProps {
  id: string;
  title: string;
  lead?: string;
  steps: Step[];
  soft?: boolean;
}

/** Numbered steps (an ordered list, so screen readers announce the order). */
export function StepList({ id, title, lead, steps, soft = false }: StepListProps) {
  return (
    <section className={soft ? 'mk-section mk-section--soft' : 'mk-section'} aria-labelledby={id}>
      <div className="mk-container">
        <h2 id={id}>{title}</h2>
        {lead ? <p className="mk-lead">{lead}</p> : null}
        <ol className="mk-steps">
          {steps.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

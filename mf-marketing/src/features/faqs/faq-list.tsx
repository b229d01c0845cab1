export interface Faq {
  q: string;
  a: string;
}

/** Questions as native disclosure widgets: keyboard and screen-reader friendly with no script. */
export function FaqList({ items }: { items: Faq[] }) {
  return (
    <div>
      {items.map((item) => (
        <details key={item.q} className="mk-faq">
          <summary>{item.q}</summary>
          <div>
            <p>{item.a}</p>
          </div>
        </details>
      ))}
    </div>
  );
}

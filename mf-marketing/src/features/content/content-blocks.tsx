import { FeatureGrid, type FeatureItem } from '../landing/sections/feature-grid';
import { StepList, type Step } from '../landing/sections/step-list';

/** One block of an information page, as written in the page's locale bundle. */
export type ContentBlock =
  | { type: 'features'; title: string; lead?: string; items: FeatureItem[] }
  | { type: 'steps'; title: string; lead?: string; steps: Step[] }
  | { type: 'checklist'; title: string; items: string[] }
  | { type: 'text'; title: string; paragraphs: string[] };

function Section({
  id,
  title,
  soft,
  children,
}: {
  id: string;
  title: string;
  soft: boolean;
  children: React.ReactNode;
}) {
  return (
    <section className={soft ? 'mk-section mk-section--soft' : 'mk-section'} aria-labelledby={id}>
      <div className="mk-container mk-prose">
        <h2 id={id}>{title}</h2>
        {children}
      </div>
    </section>
  );
}

/** The blocks of an information page, alternating backgrounds. */
export function ContentBlocks({ idPrefix, blocks }: { idPrefix: string; blocks: ContentBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        const id = `${idPrefix}-${index}`;
        const soft = index % 2 === 0;
        switch (block.type) {
          case 'features':
            return (
              <FeatureGrid
                key={id}
                id={id}
                soft={soft}
                title={block.title}
                lead={block.lead}
                items={block.items}
              />
            );
          case 'steps':
            return (
              <StepList
                key={id}
                id={id}
                soft={soft}
                title={block.title}
                lead={block.lead}
                steps={block.steps}
              />
            );
          case 'checklist':
            return (
              <Section key={id} id={id} title={block.title} soft={soft}>
                <ul className="mk-checklist">
                  {block.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </Section>
            );
          case 'text':
            return (
              <Section key={id} id={id} title={block.title} soft={soft}>
                {block.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </Section>
            );
          default:
            return null;
        }
      })}
    </>
  );
}

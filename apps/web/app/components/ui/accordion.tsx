import { useId, useState } from 'react';
import { ChevronDownIcon } from './icons';

export type AccordionItem = { question: string; answer: string };

// Each item toggles on its own; the panel stays in the HTML (hidden) so it is indexed and found by search.
export function Accordion({ items, defaultOpen = 0 }: { items: readonly AccordionItem[]; defaultOpen?: number | null }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(defaultOpen === null ? [] : [defaultOpen]));
  const baseId = useId();
  const toggle = (i: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(i)) next.delete(i);
      else next.add(i);
      return next;
    });

  return (
    <div className="accordion">
      {items.map((item, i) => {
        const expanded = open.has(i);
        return (
          <div className="accordion__item" key={item.question}>
            <h3>
              <button type="button" className="accordion__trigger" aria-expanded={expanded} aria-controls={`${baseId}-p${i}`} id={`${baseId}-t${i}`} onClick={() => toggle(i)}>
                <span>{item.question}</span>
                <ChevronDownIcon />
              </button>
            </h3>
            <div className="accordion__panel" id={`${baseId}-p${i}`} role="region" aria-labelledby={`${baseId}-t${i}`} hidden={!expanded}>
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}

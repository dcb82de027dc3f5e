import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { field } from '../api/form.ts';

type Kind = 'service' | 'order' | 'link';
const FIELDS: Record<Kind, readonly string[]> = {
  service: ['title', 'description', 'itemKey', 'itemValue'],
  order: ['title', 'description', 'price', 'imageUrl', 'link'],
  link: ['text', 'link'],
};

/** A SPEC §3 custom message from a template (service card, order, link), sent to the visitor as it is drawn in the widget. */
export function TemplateForm({ onSend }: { onSend: (template: Record<string, unknown>) => Promise<void> }) {
  const { t } = useTranslation('desk');
  const [kind, setKind] = useState<Kind>('link');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = Object.fromEntries(FIELDS[kind].map((f) => [f, field(form, f).trim()]));
    const template =
      kind === 'service'
        ? {
            businessID: 'service',
            title: values.title,
            description: values.description,
            item: values.itemKey ? [{ key: values.itemKey, value: values.itemValue }] : [],
          }
        : { businessID: kind, ...values };
    await onSend(template);
  };

  return (
    <details className="desk-templates">
      <summary>{t('templates.title')}</summary>
      <form onSubmit={(e) => void submit(e)} key={kind}>
        <label>
          {t('templates.kind')}
          <select value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
            {(['link', 'order', 'service'] as const).map((k) => (
              <option key={k} value={k}>
                {t(`templates.${k}`)}
              </option>
            ))}
          </select>
        </label>
        {FIELDS[kind].map((f) => (
          <label key={f}>
            {t(`templates.field.${f}`)}
            <input
              name={f}
              type={f === 'link' || f === 'imageUrl' ? 'url' : 'text'}
              required={f === 'title' || f === 'text' || (kind === 'link' && f === 'link')}
            />
          </label>
        ))}
        <button type="submit">{t('templates.send')}</button>
      </form>
    </details>
  );
}

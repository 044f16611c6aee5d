import type { AuditFilter } from '@contracts/admin-data';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button';
import { Field } from '../../../components/field';
import { inputClassName } from '../../../components/input-class';
import styles from './event-history.module.css';

interface EventFiltersProps {
  filter: AuditFilter;
  eventTypes: string[];
  onApply: (filter: AuditFilter) => void;
}

// datetime-local speaks the reader's local time without a zone; the server reads ISO times.
const toLocalInput = (iso: string | undefined) => {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const toIso = (local: string) => (local ? new Date(local).toISOString() : undefined);

/** Stream, event type, actor and time range; applied together, kept in the URL. */
export function EventFilters({ filter, eventTypes, onApply }: EventFiltersProps) {
  const [stream, setStream] = useState(filter.stream ?? '');
  const [type, setType] = useState(filter.type ?? '');
  const [actor, setActor] = useState(filter.actor === undefined ? '' : String(filter.actor));
  const [from, setFrom] = useState(toLocalInput(filter.from));
  const [to, setTo] = useState(toLocalInput(filter.to));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      stream: stream.trim() || undefined,
      type: type || undefined,
      actor: actor.trim() ? Number(actor.trim()) : undefined,
      from: toIso(from),
      to: toIso(to),
    });
  };

  return (
    <form className={styles.filters} onSubmit={submit} aria-label="Filter the events">
      <Field label="Stream" help="e.g. article-12 or user-7">
        {(control) => (
          <input
            {...control}
            className={inputClassName}
            value={stream}
            onChange={(e) => setStream(e.target.value)}
            maxLength={300}
          />
        )}
      </Field>
      <Field label="Event type">
        {(control) => (
          <select {...control} className={inputClassName} value={type} onChange={(e) => setType(e.target.value)}>
            <option value="">Any</option>
            {eventTypes.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
            {/* A type from a link, before the list has loaded. */}
            {type && !eventTypes.includes(type) && <option value={type}>{type}</option>}
          </select>
        )}
      </Field>
      <Field label="Actor (user id)">
        {(control) => (
          <input
            {...control}
            className={inputClassName}
            inputMode="numeric"
            value={actor}
            onChange={(e) => setActor(e.target.value)}
            maxLength={10}
          />
        )}
      </Field>
      <Field label="From">
        {(control) => (
          <input
            {...control}
            className={inputClassName}
            type="datetime-local"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
        )}
      </Field>
      <Field label="To">
        {(control) => (
          <input
            {...control}
            className={inputClassName}
            type="datetime-local"
            value={to}
            onChange={(e) => setTo(e.target.value)}
          />
        )}
      </Field>
      <div className={styles.filterActions}>
        <Button type="submit">Show events</Button>
        <Button variant="ghost" onClick={() => onApply({})}>
          Clear
        </Button>
      </div>
    </form>
  );
}

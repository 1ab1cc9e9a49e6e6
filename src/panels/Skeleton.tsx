import './skeleton.css';

/** Grey shimmering lines where content is on its way, announced as loading. */
export function Skeleton({ label, lines = 3, className }: { label: string; lines?: number; className?: string }) {
  return (
    <div className={className ? `cw-skeleton ${className}` : 'cw-skeleton'} role="status" aria-label={label}>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} />
      ))}
    </div>
  );
}

// Inline SVG, not ⏮ ⏸ ⏭ characters: those are missing from some fonts (a blank box) and turn into
// coloured emoji on phones.
type IconProps = { name: 'previous' | 'play' | 'pause' | 'next' };

const PATHS: Record<IconProps['name'], string> = {
  previous: 'M6 5h2v14H6zM20 5v14L9 12z',
  play: 'M7 4.5v15L20 12z',
  pause: 'M6 5h4.5v14H6zM13.5 5H18v14h-4.5z',
  next: 'M16 5h2v14h-2zM4 5v14l11-7z',
};

export function Icon({ name }: IconProps) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="currentColor" />
    </svg>
  );
}

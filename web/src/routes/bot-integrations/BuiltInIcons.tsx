// The widget's built-in robot and chat icons, drawn when the owner has not uploaded their own.
import type { WebPluginIconKind } from '../../__generated__/graphql';

interface IconProps {
  size: number;
  /** The stroke and fill colour; the widget draws them in the header's text colour. */
  color?: string;
}

function RobotIcon({ size, color = 'currentColor' }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke={color} strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden>
      <rect x="4" y="8" width="16" height="12" rx="3" />
      <path d="M12 4v4M9 13h.01M15 13h.01M9.5 16.5h5" />
      <circle cx="12" cy="3.5" r="1" fill={color} />
    </svg>
  );
}

function ChatIcon({ size, color = 'currentColor' }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke={color} strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden>
      <path d="M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H10l-5 4v-4H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z" />
      <path d="M8 10h8M8 13h5" />
    </svg>
  );
}

/** The uploaded icon when there is one, else the built-in drawing. */
export function WidgetIcon({ kind, url, size, color, alt }: IconProps & { kind: WebPluginIconKind; url: string | null; alt: string }) {
  if (url) return <img src={url} alt={alt} width={size} height={size} style={{ objectFit: 'contain' }} />;
  return kind === 'robot' ? <RobotIcon size={size} color={color} /> : <ChatIcon size={size} color={color} />;
}

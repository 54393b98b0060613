import { useLinkClickHandler } from 'react-router-dom';
import { Button, type ButtonProps } from './busy';

/**
 * A button-looking link to a page of the console: one element, so one stop for the keyboard and one name for
 * a screen reader (a Button inside a Link is two), and still a real link (open in a new tab works).
 */
export function LinkButton({ to, ...button }: Omit<ButtonProps, 'href' | 'onClick'> & { to: string }) {
  const onClick = useLinkClickHandler<HTMLElement>(to);
  return <Button {...button} href={to} onClick={onClick} />;
}

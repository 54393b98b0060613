import { theme } from 'antd';
import type { KeyboardEvent } from 'react';

/**
 * The sign-in method switch, a plain tab list: antd's Segmented and Tabs carry tooltip, menu and dropdown
 * stacks the login page does not otherwise need (tests/bench/bundle.ts).
 */
export function MethodTabs<T extends string>(props: {
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
  label: string;
  /** The first HTML's tabs, before the app's code runs: a click there would be lost, so they say they wait. */
  disabled?: boolean;
}) {
  const { token } = theme.useToken();
  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const at = (index + step + props.options.length) % props.options.length;
    const next = props.options[at];
    if (!next) return;
    props.onChange(next.value);
    // Focus follows the selection (WAI-ARIA tabs), so the next arrow press starts from the new tab.
    const sibling = event.currentTarget.parentElement?.children[at];
    if (sibling instanceof HTMLElement) sibling.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={props.label}
      style={{
        display: 'flex',
        padding: 3,
        gap: 3,
        marginBottom: 24,
        borderRadius: token.borderRadius,
        background: token.colorFillTertiary,
      }}
    >
      {props.options.map((option, index) => {
        const selected = option.value === props.value;
        return (
          <button
            key={option.value}
            type="button"
            role="tab"
            className="zx-login-tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            disabled={props.disabled === true && !selected}
            onClick={() => props.onChange(option.value)}
            onKeyDown={(event) => move(event, index)}
            style={{
              flex: 1,
              border: 0,
              cursor: props.disabled ? 'progress' : 'pointer',
              padding: '6px 0',
              fontSize: token.fontSize,
              borderRadius: token.borderRadiusSM,
              color: selected ? token.colorPrimaryText : token.colorTextSecondary,
              fontWeight: selected ? 600 : 400,
              background: selected ? token.colorBgContainer : 'transparent',
              boxShadow: selected ? token.boxShadowTertiary : 'none',
              transition: 'all 0.2s',
            }}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}

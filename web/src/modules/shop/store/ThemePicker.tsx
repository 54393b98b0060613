import { CheckOutlined } from '@ant-design/icons';
import { DECOR_THEMES } from '@console/contracts';
import { Flex, Radio, Typography, theme } from 'antd';

export interface ThemePickerProps {
  /** The chosen theme's id (DECOR_THEMES). */
  value?: number;
  onChange?: (themeId: number) => void;
  disabled?: boolean;
}

/**
 * 主题配色: the storefront's named colour sets as swatches (the main colour, the price colour, the tint), one
 * chosen. A controlled value (value, onChange), for the menu's drawer and the page designer alike.
 */
export function ThemePicker({ value, onChange, disabled }: ThemePickerProps) {
  const { token } = theme.useToken();
  return (
    <Radio.Group
      value={value}
      onChange={(e) => onChange?.(e.target.value)}
      disabled={disabled}
      aria-label="主题配色"
      style={{ width: '100%' }}
    >
      <Flex wrap gap={12}>
        {DECOR_THEMES.map((t) => {
          const chosen = t.id === value;
          return (
            <Radio
              key={t.id}
              value={t.id}
              aria-label={t.name}
              style={{
                margin: 0,
                padding: 10,
                width: 132,
                borderRadius: token.borderRadiusLG,
                border: `2px solid ${chosen ? t.primary : token.colorBorderSecondary}`,
                alignItems: 'flex-start',
              }}
            >
              <Flex vertical gap={6}>
                <Flex gap={0} style={{ borderRadius: 4, overflow: 'hidden' }} aria-hidden>
                  <span style={{ width: 36, height: 22, background: t.primary }} />
                  <span style={{ width: 22, height: 22, background: t.accent }} />
                  <span style={{ width: 22, height: 22, background: t.light }} />
                </Flex>
                <Typography.Text strong={chosen}>
                  {t.name}
                  {chosen ? <CheckOutlined style={{ marginLeft: 4 }} /> : null}
                </Typography.Text>
              </Flex>
            </Radio>
          );
        })}
      </Flex>
    </Radio.Group>
  );
}

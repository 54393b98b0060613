import { z } from 'zod';
import { colorSchema, int, type Strictness, upload } from './schema-kit.js';

/**
 * What every component has besides its own properties ([YD] DiyEditor: background as a colour or a picture,
 * margins, paddings, rounded corners), in px of the 375 px wide phone.
 */
export function componentStyle(s: Strictness) {
  return z.object({
    bgColor: colorSchema,
    bgImage: upload(s, '背景图片'),
    marginTop: int('上边距', 0, 60),
    marginBottom: int('下边距', 0, 60),
    marginX: int('左右边距', 0, 60),
    paddingY: int('上下内边距', 0, 60),
    paddingX: int('左右内边距', 0, 60),
    radius: int('圆角', 0, 40),
  });
}
export type DecorStyle = z.infer<ReturnType<typeof componentStyle>>;

/** A component as it arrives: no background, no space around it. */
export const PLAIN_STYLE: DecorStyle = {
  bgColor: '',
  bgImage: '',
  marginTop: 0,
  marginBottom: 0,
  marginX: 0,
  paddingY: 0,
  paddingX: 0,
  radius: 0,
};

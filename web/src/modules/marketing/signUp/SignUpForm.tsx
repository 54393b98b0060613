import { chinaDateTime, chinaMs, FEE } from '@console/contracts';
import { CampaignForm, defaultWindow } from '../shared/CampaignForm';
import { FormPicker, useFormIdSchema } from './FormPicker';

const HOUR = 3_600_000;

/** A new activity: sign-ups open for a week from the next hour; the activity the morning after they close. */
function newActivity() {
  const w = defaultWindow();
  const start = chinaMs(w.endTime) + 12 * HOUR;
  return {
    activityStart: chinaDateTime(start),
    activityEnd: chinaDateTime(start + 3 * HOUR),
    feeType: FEE.free,
    capacity: 50,
  };
}

/**
 * 新增活动 / 编辑活动: the sign-up window, then the activity (DOMAIN.md's order: the activity starts no earlier
 * than sign-ups close), the place and places, free or paid, and the form people fill in when they sign up.
 */
export function SignUpForm() {
  const formId = useFormIdSchema();
  return (
    <CampaignForm
      playway="signUp"
      initial={newActivity}
      // A free activity costs nothing, whatever was typed before switching to 免费.
      transform={(v) => (v.feeType === FEE.free ? { ...v, price: '' } : v)}
      fields={{
        price: { visible: (v) => v.feeType === FEE.paid, extra: '报名时在线支付' },
        formId: {
          render: ({ form }) => <FormPicker form={form} />,
          schema: formId,
          extra: '保存活动时记下表单当前的字段；有人报名后不能更换表单',
        },
        endTime: { extra: '报名截止后停止报名' },
        activityStart: { extra: '不能早于报名截止时间' },
      }}
    />
  );
}

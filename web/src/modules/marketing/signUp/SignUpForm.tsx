import { chinaDateTime, chinaMs, FEE } from '@console/contracts';
import { FormItemsEditor } from '../../../widgets/form/FormItemsEditor';
import { CampaignForm, defaultWindow } from '../shared/CampaignForm';

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
    questions: [
      { label: '姓名', type: 'text', required: true, options: [] },
      { label: '手机号', type: 'phone', required: true, options: [] },
    ],
  };
}

/**
 * 新增活动 / 编辑活动: the sign-up window, then the activity (DOMAIN.md's order: the activity starts no earlier
 * than sign-ups close), the place and places, free or paid, and what people answer when they sign up.
 */
export function SignUpForm() {
  return (
    <CampaignForm
      playway="signUp"
      initial={newActivity}
      // A free activity costs nothing, whatever was typed before switching to 免费.
      transform={(v) => (v.feeType === FEE.free ? { ...v, price: '' } : v)}
      fields={{
        price: { visible: (v) => v.feeType === FEE.paid, extra: '报名时在线支付' },
        questions: { render: () => <FormItemsEditor />, extra: '报名时需要填写的资料，单选、多选题至少两个选项' },
        endTime: { extra: '报名截止后停止报名' },
        activityStart: { extra: '不能早于报名截止时间' },
      }}
    />
  );
}

import { officialIntro } from '@console/contracts';
import { ResourceForm } from '../../../engine';

export function IntroductionForm() {
  return (
    <ResourceForm
      resource={officialIntro}
      fields={{ cover: { extra: '建议尺寸 750×420 像素，超过 500KB 的图片会自动压缩' } }}
    />
  );
}

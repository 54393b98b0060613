import { MEDIA_TYPE, officialVideo } from '@console/contracts';
import { Form, type FormInstance } from 'antd';
import { ResourceForm } from '../../../engine';
import { MediaUpload } from '../../../widgets/upload/VideoUpload';
import { mediaDuration } from '../media';

/** The file box follows the type: MP4/MOV for a video, MP3 for audio. */
function MediaFileField(p: { form: FormInstance; value?: string; onChange?: (v: string) => void }) {
  const type = Form.useWatch('mediaType', p.form);
  return (
    <MediaUpload
      key={type}
      value={p.value}
      onChange={p.onChange}
      mode={type === MEDIA_TYPE.audio ? 'mp3' : 'video'}
      onUploaded={async (_url, file) => p.form.setFieldValue('duration', await mediaDuration(file))}
    />
  );
}

export function VideoForm() {
  return (
    <ResourceForm
      resource={officialVideo}
      fields={{
        url: { render: ({ form }) => <MediaFileField form={form} /> },
        cover: { extra: '视频列表与播放前显示的封面，建议 16:9' },
      }}
    />
  );
}

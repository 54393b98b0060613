import { officialAlbum, officialWorks } from '@console/contracts';
import type { FormInstance } from 'antd';
import type { FieldOverride } from '../../../engine';
import { ResourceForm } from '../../../engine';
import { imageSize } from '../../../widgets/photos/image-size';
import { ImageUpload } from '../../../widgets/upload/ImageUpload';

/** Replacing a photo's file updates its size and dimensions too. */
function photoField(): FieldOverride {
  return {
    render: ({ form }: { form: FormInstance }) => (
      <ImageUpload
        width={200}
        height={150}
        onUploaded={async (_url, file) => form.setFieldsValue({ size: file.size, ...(await imageSize(file)) })}
      />
    ),
  };
}

export function AlbumForm() {
  return <ResourceForm resource={officialAlbum} fields={{ url: photoField() }} />;
}

export function WorksForm() {
  return <ResourceForm resource={officialWorks} fields={{ url: photoField() }} />;
}

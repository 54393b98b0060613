import { SECTION_MEDIA, vodSection } from '@console/contracts';
import { Form, type FormInstance, Result, Skeleton, Typography } from 'antd';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { trpc } from '../../../app/trpc';
import { ResourceForm } from '../../../engine';
import { Button } from '../../../widgets/busy';
import { mediaKindOf, readMediaDuration } from '../../../widgets/upload/media-duration';
import { MediaUpload, VideoUpload } from '../../../widgets/upload/VideoUpload';
import { CourseHeader } from '../CourseHeader';
import { formatDuration } from '../duration';
import { editSectionPath, sectionsPath, VOD_INDEX } from '../paths';

type MediaType = (typeof SECTION_MEDIA)[keyof typeof SECTION_MEDIA];

/** The file's name without its extension, as a first title. */
const titleOf = (name: string) => name.replace(/\.[^.]+$/, '').slice(0, 40);

/** Duration and title from the uploaded file: the browser reads its metadata, the title only if none is typed. */
async function fromFile(form: FormInstance, file: File): Promise<void> {
  const seconds = await readMediaDuration(file, mediaKindOf(file));
  form.setFieldValue('duration', seconds === null ? null : Math.round(seconds));
  form.setFieldValue('size', file.size);
  if (!String(form.getFieldValue('title') ?? '').trim()) form.setFieldValue('title', titleOf(file.name));
}

function DurationNote() {
  const seconds = Form.useWatch('duration', { preserve: true }) as number | null | undefined;
  return <Typography.Text type="secondary">时长：{formatDuration(seconds)}（上传后从文件读取）</Typography.Text>;
}

/**
 * A course's video or audio section (spec §2: create / edit/:id for video, createAudio / editAudio/:id for
 * audio): the spec's upload box for its kind, the duration read from the file, the free-preview and shelf
 * switches. A new section's course comes in the query (`?courseId=`).
 */
function SectionForm({ mediaType }: { mediaType: MediaType }) {
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.id);
  const editing = Number.isInteger(id) && id > 0;
  const item = trpc.vodSection.get.useQuery({ id }, { enabled: editing });
  const courseId = editing ? item.data?.courseId : Number(search.get('courseId'));
  const validCourse = Number.isInteger(courseId) && Number(courseId) > 0;
  const course = trpc.vodCourse.get.useQuery({ id: Number(courseId) }, { enabled: validCourse });
  const kind = mediaType === SECTION_MEDIA.audio ? '音频' : '视频';

  if (!editing && !validCourse)
    return (
      <Result
        status="warning"
        title="请从课程的章节列表进入"
        extra={<Button onClick={() => navigate(VOD_INDEX)}>返回课程列表</Button>}
      />
    );
  if (editing && item.data && item.data.mediaType !== mediaType)
    return <Navigate replace to={editSectionPath(id, item.data.mediaType)} />;
  if (editing && !item.data && !item.error) return <Skeleton active style={{ padding: 24 }} />;

  const video = mediaType === SECTION_MEDIA.video;
  return (
    <>
      {course.data ? (
        <div style={{ padding: '0 0 4px' }}>
          <CourseHeader course={course.data} />
        </div>
      ) : null}
      <ResourceForm
        resource={vodSection}
        parentId={courseId}
        backTo={validCourse ? sectionsPath(Number(courseId)) : VOD_INDEX}
        title={`${editing ? '编辑' : '新增'}${kind}章节`}
        initial={() => ({ mediaType, isFree: '0', isShow: '1' })}
        transform={(v) => ({ ...v, mediaType })}
        fields={{
          mediaType: { hidden: true },
          video: video
            ? {
                render: ({ form }) => <VideoUpload onUploaded={(_url, file) => void fromFile(form, file)} />,
                extra: <DurationNote />,
              }
            : { hidden: true },
          audio: video
            ? { hidden: true }
            : {
                render: ({ form }) => <MediaUpload mode="mp3" onUploaded={(_url, file) => void fromFile(form, file)} />,
                extra: <DurationNote />,
              },
        }}
      />
    </>
  );
}

export const VideoSectionForm = () => <SectionForm mediaType={SECTION_MEDIA.video} />;
export const AudioSectionForm = () => <SectionForm mediaType={SECTION_MEDIA.audio} />;

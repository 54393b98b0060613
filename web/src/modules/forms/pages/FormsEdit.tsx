import { FormEditPage } from '../../../widgets/form-builder/FormEditPage';

/** 新增 / 编辑 / 复制表单 at /forms: the shared builder with its phone preview. */
export const FormsEdit = () => <FormEditPage base="/forms" list="/forms/index" />;

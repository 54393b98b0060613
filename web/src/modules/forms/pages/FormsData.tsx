import { FormDataPage } from '../../../widgets/form-builder/FormDataPage';

/** 表单数据 at /forms: the shared submissions page. */
export const FormsData = () => <FormDataPage base="/forms" list="/forms/index" />;

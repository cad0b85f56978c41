export { AddLink, AdminPageHeader } from './AdminPageHeader';
export {
  type AdminColumn,
  type AdminFilter,
  AdminTable,
  type AdminTableProps,
  type SortState,
} from './AdminTable';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { actionsColumn, EditLink, nameLinkColumn, thumbnailColumn } from './columns';
export { Field } from './Field';
export { FormActions } from './FormActions';
export { FormSection } from './FormSection';
export { CheckboxField, DateInput, Select, TextArea, TextInput, type TextInputProps } from './inputs';
export { domainResolver } from './resolver';
export { applyServerError, splitFieldMessage } from './server-errors';
export { TagsInput } from './TagsInput';
export { useDomainForm } from './useDomainForm';
export { type UnsavedChangesPrompt, useUnsavedChangesPrompt } from './useUnsavedChangesPrompt';

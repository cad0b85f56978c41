export { AdminPageHeader } from './AdminPageHeader';
export { type AdminColumn, type AdminFilter, AdminTable, type SortState } from './AdminTable';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { Field, type FieldControlProps } from './Field';
export { FormActions } from './FormActions';
export { CheckboxField, DateInput, Select, type SelectOption, TextArea, TextInput } from './inputs';
export { applyServerError, splitFieldMessage } from './server-errors';
export { TagsInput } from './TagsInput';
export { type UnsavedChangesPrompt, useUnsavedChangesPrompt } from './useUnsavedChangesPrompt';

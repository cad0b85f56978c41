import { type ApiFailure, OperatorForm } from '@portal/domain/schemas';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import * as alertsModule from '../alerts';
import { Button } from '../Button';
import { ConfirmDialog } from './ConfirmDialog';
import { TextInput } from './inputs';
import { applyServerError, splitFieldMessage } from './server-errors';
import { TagsInput } from './TagsInput';
import { useDomainForm } from './useDomainForm';
import { useUnsavedChangesPrompt } from './useUnsavedChangesPrompt';

describe('TextInput', () => {
  it('ties its hint and error to the input', () => {
    render(<TextInput label="Title" hint="Shown on the card" error="Please give the story a title." />);
    const input = screen.getByRole('textbox', { name: 'Title' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Shown on the card Please give the story a title.');
  });
});

describe('applyServerError', () => {
  function Form({ error }: { error: unknown }) {
    const form = useForm({ defaultValues: { title: '', summary: '' } });
    return (
      <form>
        <TextInput label="Title" {...form.register('title')} error={form.formState.errors.title?.message} />
        <button type="button" onClick={() => applyServerError(form, error)}>
          Save
        </button>
      </form>
    );
  }

  async function saveFailingWith(failure: ApiFailure) {
    render(<Form error={new ApiError(failure)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  }

  it('puts a 400 naming a field on that field', async () => {
    await saveFailingWith({
      code: 400,
      name: 'Bad Request',
      message: 'title: please give the story a title.',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please give the story a title.');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
  });

  it('raises an alert when no field matches', async () => {
    const danger = vi.spyOn(alertsModule.alerts, 'danger').mockImplementation(() => {});
    await saveFailingWith({
      code: 403,
      name: 'Forbidden',
      message: 'You are not authorised to make this request.',
    });
    expect(danger).toHaveBeenCalledWith('You are not authorised to make this request.');
    danger.mockRestore();
  });

  it('reads the field of both message styles', () => {
    expect(splitFieldMessage('title: please give the story a title.')).toEqual({
      field: 'title',
      text: 'Please give the story a title.',
    });
    expect(splitFieldMessage('hero.title must be at most 200 characters.')).toEqual({
      field: 'hero.title',
      text: 'Must be at most 200 characters.',
    });
  });
});

describe('TagsInput', () => {
  function Tags() {
    const [tags, setTags] = useState(['Launch']);
    return <TagsInput label="Tags" value={tags} onChange={setTags} />;
  }

  it('adds on Enter, skips a repeat in any case, removes with its button', async () => {
    render(<Tags />);
    const box = screen.getByRole('textbox', { name: 'Tags' });
    await userEvent.type(box, 'Bingo{Enter}launch{Enter}');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Launch', 'Bingo']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Launch' }));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Bingo']);
  });
});

describe('ConfirmDialog', () => {
  it('confirms, then gives focus back to its trigger', async () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        title="Delete this story?"
        confirmLabel="Delete"
        tone="danger"
        onConfirm={onConfirm}
        trigger={<Button>Delete story</Button>}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Delete story' });
    await userEvent.click(trigger);
    expect(screen.getByRole('alertdialog', { name: 'Delete this story?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });
});

describe('useUnsavedChangesPrompt', () => {
  function Editor() {
    const [dirty, setDirty] = useState(false);
    const { prompt } = useUnsavedChangesPrompt(dirty);
    return (
      <>
        <button type="button" onClick={() => setDirty(true)}>
          Change
        </button>
        <Link to="/elsewhere">Leave</Link>
        {prompt}
      </>
    );
  }

  it('asks before leaving with changes, and stays or leaves as told', async () => {
    const router = createMemoryRouter(
      [
        { path: '/edit', element: <Editor /> },
        { path: '/elsewhere', element: <p>Elsewhere</p> },
      ],
      { initialEntries: ['/edit'] },
    );
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('link', { name: 'Leave' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();

    await act(() => router.navigate('/edit'));
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    await userEvent.click(screen.getByRole('link', { name: 'Leave' }));
    expect(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/edit');

    await userEvent.click(screen.getByRole('link', { name: 'Leave' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  });
});

describe('useDomainForm', () => {
  function OperatorName({ onSave }: { onSave: (request: OperatorForm) => void }) {
    const form = useDomainForm({
      schema: OperatorForm,
      toRequest: (values: { name: string }) => ({ type: 'POST', name: values.name }),
      defaultValues: { name: '' },
    });
    return (
      <form onSubmit={form.handleSubmit(onSave)} noValidate>
        <TextInput label="Name" error={form.formState.errors.name?.message} {...form.register('name')} />
        <Button type="submit">Save</Button>
      </form>
    );
  }

  it("refuses what the domain schema refuses, with its words under the field, and submits the schema's request", async () => {
    const onSave = vi.fn();
    render(<OperatorName onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Please enter the operator's name.");
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), '  Lotto North ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]![0]).toEqual({ type: 'POST', name: 'Lotto North' });
  });
});

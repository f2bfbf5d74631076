import type { ImportResult } from '@caddie/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { importFaqFile, type ImportRequestBody } from '../utils/import-file';
import { useInvalidateFaqs } from './get-faqs';

export async function postFaqImport(body: ImportRequestBody): Promise<ImportResult> {
  const response = await apiRequest('POST', '/api/faqs/import', body);
  return (await response.json()) as ImportResult;
}

export interface ImportFaqsInput {
  file: File | null;
  replaceExisting: boolean;
}

export function useImportFaqs() {
  const invalidateFaqs = useInvalidateFaqs();
  return useMutation({
    mutationFn: ({ file, replaceExisting }: ImportFaqsInput) =>
      importFaqFile(file, replaceExisting, postFaqImport),
    onSuccess: async (outcome) => {
      if (outcome.ok) await invalidateFaqs();
    },
  });
}

import type { ExportFormat } from '@caddie/contracts';
import { useMutation } from '@tanstack/react-query';
import {
  checkExportResponse,
  defaultExportFileName,
  fileNameFromContentDisposition,
} from '../utils/export-check';

export interface ExportedFile {
  blob: Blob;
  fileName: string;
}

// Not apiRequest: the answer is a file, checked by type before it is saved (SPEC section 5).
export async function exportFaqs(format: ExportFormat): Promise<ExportedFile> {
  const response = await fetch(`/api/faqs/export?format=${format}`, { credentials: 'include' });
  const problem = checkExportResponse(
    response.status,
    response.statusText,
    response.headers.get('Content-Type'),
    format,
  );
  if (problem) throw new Error(problem);
  const fileName =
    fileNameFromContentDisposition(response.headers.get('Content-Disposition')) ??
    defaultExportFileName(format);
  return { blob: await response.blob(), fileName };
}

export function useExportFaqs() {
  return useMutation({ mutationFn: exportFaqs });
}

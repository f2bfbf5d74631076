export function PageLoading() {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center text-slate-600">
      Loading...
    </div>
  );
}

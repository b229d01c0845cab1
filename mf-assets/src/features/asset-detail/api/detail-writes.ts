/** What a write to one of an asset's detail tabs makes stale: the tab and the logs. */
type DetailTag = 'Audit' | 'Comment' | 'Image' | 'Depreciation';

export function detailWriteTags(tag: DetailTag, id: string) {
  return [
    { type: tag, id },
    { type: 'Activity' as const, id },
    { type: 'Activity' as const, id: 'LIST' },
  ];
}

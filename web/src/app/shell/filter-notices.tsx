import { proxy, useSnapshot } from 'valtio';
import { Notice } from '../../ui/states.tsx';

/**
 * Messages about filters the shell had to correct (a bad link parameter, a locked platform, a category not in
 * the tree). They stay until the user changes a filter or leaves the screen.
 */
export const filterNoticeState = proxy({ notices: [] as string[] });

export const addFilterNotice = (message: string) => {
  if (!filterNoticeState.notices.includes(message)) filterNoticeState.notices.push(message);
};

export const clearFilterNotices = () => {
  if (filterNoticeState.notices.length > 0) filterNoticeState.notices = [];
};

export const FilterNotices = () => {
  const { notices } = useSnapshot(filterNoticeState);
  if (notices.length === 0) return null;
  return (
    <div className="space-y-2 px-6 pt-4" data-testid="filter-notices">
      {notices.map((notice) => (
        <Notice key={notice}>{notice}</Notice>
      ))}
    </div>
  );
};

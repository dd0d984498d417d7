import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meetingApi } from '@invest/contract/api/meeting';
import { call, type CallInput } from '../../../lib/api';
import { projectKeys } from '../../project/api';

/**
 * Scores a project at a meeting. The server recomputes the project's score itself (meeting
 * service `score` calls updateScore), so the project views (its scores among them, project/api
 * useProjectScores) are just refreshed.
 */
export function useSubmitScore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<typeof meetingApi.score>['body']) => call(meetingApi.score, { body }),
    onSuccess: (summary, body) => {
      queryClient.setQueryData(projectKeys.of('scores', body.projectId), summary);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]);
    },
  });
}

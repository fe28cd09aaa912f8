import { graphql } from '../../gql';

export const MyDownloadsQuery = graphql(`
  query MyDownloads {
    myDownloads {
      id
      ...DownloadRow_download
    }
  }
`);

export const UnseenDownloadsCountQuery = graphql(`
  query UnseenDownloadsCount {
    unseenDownloadsCount
  }
`);

export const MarkDownloadSeenMutation = graphql(`
  mutation MarkDownloadSeen($id: ID!) {
    markDownloadSeen(id: $id) {
      id
      ...DownloadRow_download
    }
  }
`);

export const DeleteDownloadMutation = graphql(`
  mutation DeleteDownload($id: ID!) {
    deleteDownload(id: $id)
  }
`);

export const DownloadsChangedSubscription = graphql(`
  subscription DownloadsChanged {
    downloadsChanged {
      type
      downloadId
      download {
        id
        ...DownloadRow_download
      }
    }
  }
`);

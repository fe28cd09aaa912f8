import { graphql } from '../../gql';

export const MyDownloadsQuery = graphql(`
  query MyDownloads {
    myDownloads {
      id
      filename
      sizeBytes
      downloadCount
      createdAt
      expiresAt
      seenAt
      url
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
      filename
      sizeBytes
      downloadCount
      createdAt
      expiresAt
      seenAt
      url
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
        filename
        sizeBytes
        downloadCount
        createdAt
        expiresAt
        seenAt
        url
      }
    }
  }
`);

/** A download as the cache holds it (written and read by the live updates). */
export const DownloadEntryFragment = graphql(`
  fragment DownloadEntry on Download {
    id
    filename
    sizeBytes
    downloadCount
    createdAt
    expiresAt
    seenAt
    url
  }
`);

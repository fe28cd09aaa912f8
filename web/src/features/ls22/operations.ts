import { graphql } from '../../gql';

// Farming game LS22 (spec 02 §2, §7): the dedicated server, its farms and their finances, the savegame backups.

/** Everything the header and the overview show of the server; the subscription delivers the same. */
export const Ls22ServerFragment = graphql(`
  fragment Ls22Header_server on Ls22Server {
    online
    state
    game
    version
    name
    mapName
    players {
      name
      isAdmin
      uptimeMinutes
    }
    slotsUsed
    slotsCapacity
    dayTime
    inGameDate {
      year
      month
      day
    }
    inGameTime
    latestBackupAt
    lastError
    mods {
      name
      title
      version
      author
    }
    vehicleCount
    fetchedAt
    polledAt
  }
`);

export const Ls22ServerQuery = graphql(`
  query Ls22Server {
    ls22Server {
      ...Ls22Header_server
    }
  }
`);

export const Ls22ServerChangedSubscription = graphql(`
  subscription Ls22ServerChanged {
    ls22ServerChanged {
      ...Ls22Header_server
    }
  }
`);

export const Ls22FarmsQuery = graphql(`
  query Ls22Farms {
    ls22Farms {
      id
      ...FarmsTable_farm
    }
  }
`);

export const Ls22FarmQuery = graphql(`
  query Ls22Farm($id: ID!) {
    ls22Farm(id: $id) {
      id
      farmId
      name
      money
      loan
      color
      mine
      updatedAt
      players {
        name
        isFarmManager
        uniqueUserId
        lastConnected
      }
      members {
        id
        name
      }
    }
  }
`);

export const Ls22FarmFinancialsQuery = graphql(`
  query Ls22FarmFinancials($farmId: ID!) {
    ls22FarmFinancials(farmId: $farmId) {
      day
      other
      soldMilk
      soldWood
      soldWool
      incomeBga
      soldBales
      soldAnimals
      wagePayment
      fieldSelling
      loanInterest
      purchaseFuel
      soldProducts
      soldVehicles
      fieldPurchase
      harvestIncome
      missionIncome
      purchaseBales
      purchaseSeeds
      purchaseWater
      soldBuildings
      newAnimalCost
      propertyIncome
      newVehicleCost
      productionsCosts
      purchasePallets
      constructionCost
      purchaseSaplings
      purchaseFertilizer
      vehicleLeasingCost
      vehicleRunningCost
      propertyMaintenance
      productionDeliveryCosts
      extra
    }
  }
`);

export const Ls22EnvironmentQuery = graphql(`
  query Ls22Environment {
    ls22Environment {
      currentDay
      currentMonotonicDay
      daysPerPeriod
      inGameDate {
        year
        month
        day
      }
      weather {
        typeName
        season
        startDay
        startDayTime
        duration
      }
      backupAt
    }
  }
`);

export const Ls22ServerLinksQuery = graphql(`
  query Ls22ServerLinks {
    ls22ServerLinks {
      configured
      webInterface
      stats
      map
    }
  }
`);

export const Ls22BackupsQuery = graphql(`
  query Ls22Backups($page: Int, $perPage: Int) {
    ls22Backups(page: $page, perPage: $perPage) {
      items {
        id
        ...BackupsScreen_backup
      }
      pageInfo {
        currentPage
        lastPage
        perPage
        total
      }
    }
  }
`);

export const Ls22ConfigQuery = graphql(`
  query Ls22Config {
    ls22Config {
      serverUrl
      source
      serverUrlSource
      codeSource
      updatedAt
    }
  }
`);

export const SaveLs22ConfigMutation = graphql(`
  mutation SaveLs22Config($input: SaveLs22ConfigInput!) {
    saveLs22Config(input: $input) {
      serverUrl
      source
      serverUrlSource
      codeSource
      updatedAt
    }
  }
`);

export const BackupLs22NowMutation = graphql(`
  mutation BackupLs22Now {
    backupLs22Now {
      id
      takenAt
    }
  }
`);

export const Ls22AssignableMembersQuery = graphql(`
  query Ls22AssignableMembers {
    ls22AssignableMembers {
      id
      name
      email
    }
  }
`);

export const AssignLs22FarmUserMutation = graphql(`
  mutation AssignLs22FarmUser($farmId: ID!, $userId: ID) {
    assignLs22FarmUser(farmId: $farmId, userId: $userId) {
      id
      mine
      members {
        id
        name
      }
    }
  }
`);

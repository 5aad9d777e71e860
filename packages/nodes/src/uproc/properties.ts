/**
 * uProc's parameters (n8n's `n8n-nodes-base.uproc` 1). Names, types, defaults, options,
 * display rules and type options are n8n 1.123's, so workflows saved by n8n's editor mean the same
 * here; descriptions, hints and placeholders are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter of uProc 1, in n8n's order. */
export const uprocProperties: NodeProperty[] = [
  {
    displayName: 'Resource',
    name: 'group',
    type: 'options',
    default: 'communication',
    options: [
      {
        name: 'Audio',
        value: 'audio',
      },
      {
        name: 'Communication',
        value: 'communication',
      },
      {
        name: 'Company',
        value: 'company',
      },
      {
        name: 'Finance',
        value: 'finance',
      },
      {
        name: 'Geographical',
        value: 'geographic',
      },
      {
        name: 'Image',
        value: 'image',
      },
      {
        name: 'Internet',
        value: 'internet',
      },
      {
        name: 'Personal',
        value: 'personal',
      },
      {
        name: 'Product',
        value: 'product',
      },
      {
        name: 'Security',
        value: 'security',
      },
      {
        name: 'Text',
        value: 'text',
      },
    ],
  },
  {
    displayName: 'Operation',
    name: 'tool',
    type: 'options',
    displayOptions: {
      show: {
        group: ['audio'],
      },
    },
    default: 'getAudioAdvancedSpeechByText',
    options: [
      {
        name: 'Get Advanced Speech By Text',
        value: 'getAudioAdvancedSpeechByText',
      },
      {
        name: 'Get Speech By Text',
        value: 'getAudioSpeechByText',
      },
    ],
  },
  {
    displayName: 'Operation',
    name: 'tool',
    type: 'options',
    displayOptions: {
      show: {
        group: ['communication'],
      },
    },
    default: 'checkSocialDomainExist',
    options: [
      {
        name: 'Check Domain Has Social Activity',
        value: 'checkSocialDomainExist',
      },
      {
        name: 'Check Email Domain Is Catchall',
        value: 'checkDomainCatchall',
      },
      {
        name: 'Check Email Domain Is Free',
        value: 'checkDomainFree',
      },
      {
        name: 'Check Email Domain Is Temporary',
        value: 'checkDomainDisposable',
      },
      {
        name: 'Check Email Exists (Extended)',
        value: 'checkEmailExistsExtended',
      },
      {
        name: 'Check Email Exists (Simple)',
        value: 'checkEmailExists',
      },
      {
        name: 'Check Email Has SMTP Server',
        value: 'checkEmailSmtp',
      },
      {
        name: 'Check Email Has Social Activity',
        value: 'checkSocialEmailExist',
      },
      {
        name: 'Check Email Has Valid Format',
        value: 'checkEmailFormat',
      },
      {
        name: 'Check Email Is Catchall',
        value: 'checkEmailCatchall',
      },
      {
        name: 'Check Email Is Disposable Domain',
        value: 'checkEmailDisposable',
      },
      {
        name: 'Check Email Is Free',
        value: 'checkEmailFree',
      },
      {
        name: 'Check Email Is Robinson (ES)',
        value: 'checkRobinsonEmailExist',
      },
      {
        name: 'Check Email Is Role Based',
        value: 'checkEmailRole',
      },
      {
        name: 'Check Email Is Spam Trap',
        value: 'checkEmailSpamtrap',
      },
      {
        name: 'Check Imei Is Valid',
        value: 'checkMobileImei',
      },
      {
        name: 'Check LinkedIn Profile Is Contact',
        value: 'checkLinkedinProfileIsContact',
      },
      {
        name: 'Check Mobile Exists',
        value: 'checkMobileExist',
      },
      {
        name: 'Check Mobile Has Social Activity',
        value: 'checkSocialMobileExist',
      },
      {
        name: 'Check Mobile Has Valid Format',
        value: 'checkMobileFormat',
      },
      {
        name: 'Check Mobile Has Valid Format (ES)',
        value: 'checkMobileFormatEs',
      },
      {
        name: 'Check Mobile Has Valid Prefix',
        value: 'checkMobileValidPrefix',
      },
      {
        name: 'Check Mobile Has Valid Prefix (ES)',
        value: 'checkMobileValidPrefixEs',
      },
      {
        name: 'Check Mobile Is Alive',
        value: 'checkMobileAlive',
      },
      {
        name: 'Check Mobile Supports Sms',
        value: 'checkMobileSms',
      },
      {
        name: 'Check Phone Is Robinson (ES)',
        value: 'checkRobinsonPhoneExist',
      },
      {
        name: 'Check Phone Or Mobile Valid',
        value: 'checkPhoneOrMobileValid',
      },
      {
        name: 'Check Valid Phone Format (ES)',
        value: 'checkPhoneFormatEs',
      },
      {
        name: 'Check Valid Phone Format By Country',
        value: 'checkPhoneFormat',
      },
      {
        name: 'Check Valid Phone Prefix',
        value: 'checkPhoneValidPrefix',
      },
      {
        name: 'Get Cleaned Phone',
        value: 'getPhoneNormalized',
      },
      {
        name: 'Get Country ISO Code By Mobile',
        value: 'getMobileCountryCode',
      },
      {
        name: 'Get Domain By Email',
        value: 'getEmailDomain',
      },
      {
        name: 'Get Email By Firstname, Lastname And Company',
        value: 'getEmailRecipientByCompanyFirstnameAndLastname',
      },
      {
        name: 'Get Email By Fullname And Company',
        value: 'getEmailRecipientByCompanyAndFullname',
      },
      {
        name: 'Get Email By Fullname And Domain',
        value: 'getEmailRecipientByDomainAndFullname',
      },
      {
        name: 'Get Email By Name, Surname And Domain',
        value: 'getEmailRecipient',
      },
      {
        name: 'Get Email By Social Network Profile',
        value: 'getEmailRecipientByProfile',
      },
      {
        name: 'Get Email Type',
        value: 'getEmailType',
      },
      {
        name: 'Get Emails By Domain',
        value: 'getEmailListByDomain',
      },
      {
        name: 'Get Emails By Email',
        value: 'getEmailListByEmail',
      },
      {
        name: 'Get First Web References Of An Email',
        value: 'getEmailFirstReferences',
      },
      {
        name: 'Get Fixed Domain Email',
        value: 'getEmailFix',
      },
      {
        name: 'Get Fixed Phone',
        value: 'getPhoneFixed',
      },
      {
        name: 'Get Formatted Mobile',
        value: 'getMobileFormatted',
      },
      {
        name: 'Get GDPR Emails By Domain',
        value: 'getEmailGdprListByDomain',
      },
      {
        name: 'Get HLR Mobile Lookup',
        value: 'getMobileHlrLookup',
      },
      {
        name: 'Get Landline/Mobile Portability Lookup (ES)',
        value: 'getMobileOrPhoneMnpEs',
      },
      {
        name: 'Get LinkedIn Company Employees',
        value: 'getLinkedinProfilesByCompany',
      },
      {
        name: 'Get LinkedIn Group Members',
        value: 'getLinkedinGroupMembers',
      },
      {
        name: 'Get LinkedIn Last Received Connections',
        value: 'getLinkedinConnections',
      },
      {
        name: 'Get LinkedIn Last Sent Invitations',
        value: 'getLinkedinInvitations',
      },
      {
        name: 'Get LinkedIn Post Comments',
        value: 'getLinkedinPostComments',
      },
      {
        name: 'Get LinkedIn Post Likes',
        value: 'getLinkedinPostLikes',
      },
      {
        name: 'Get LinkedIn Profile',
        value: 'getLinkedinProfile',
      },
      {
        name: 'Get LinkedIn Profiles',
        value: 'getLinkedinProfiles',
      },
      {
        name: 'Get LinkedIn Profiles By Content',
        value: 'getLinkedinProfilesByContent',
      },
      {
        name: 'Get Mobile Lookup',
        value: 'getMobileLookup',
      },
      {
        name: 'Get Mobile Portability Lookup',
        value: 'getMobileMnpLookup',
      },
      {
        name: 'Get Mobile/Landline Lookup (Spain)',
        value: 'getMobileOrPhoneLookupEs',
      },
      {
        name: 'Get Normalized Email',
        value: 'getEmailNormalized',
      },
      {
        name: 'Get Normalized Mobile',
        value: 'getMobileNormalized',
      },
      {
        name: 'Get Parsed And Validated Phone',
        value: 'getPhoneParsed',
      },
      {
        name: 'Get Personal Email By Social Network Profile',
        value: 'getEmailPersonalRecipientByProfile',
      },
      {
        name: 'Get Phone Prefix By Country ISO Code',
        value: 'getMobileCountryPrefix',
      },
      {
        name: 'Get Public Profile By Sales Profile',
        value: 'getLinkedinPublicProfileBySalesProfile',
      },
      {
        name: 'Get Search LinkedIn Contacts Url',
        value: 'getLinkedinSearchContactsUrl',
      },
      {
        name: 'Get Social Network Activity',
        value: 'getSocialUriParsed',
      },
      {
        name: 'Get Social Networks Activity By Domain',
        value: 'getSocialDomainParsed',
      },
      {
        name: 'Get Social Networks By Domain',
        value: 'getSocialDomainLookup',
      },
      {
        name: 'Get Social Networks By Email',
        value: 'getSocialEmailLookup',
      },
      {
        name: 'Get Social Networks By Mobile',
        value: 'getSocialMobileLookup',
      },
      {
        name: 'Get Web References Of An Email',
        value: 'getEmailReferences',
      },
      {
        name: 'Send Connection Request To Linkedin Profile',
        value: 'sendLinkedinInvitation',
      },
      {
        name: 'Send Custom Email',
        value: 'sendEmailCustom',
      },
      {
        name: 'Send Custom Sms',
        value: 'sendMobileSms',
      },
      {
        name: 'Send Invitation Or Message To Linkedin Profile',
        value: 'sendLinkedinInvitationOrMessage',
      },
      {
        name: 'Send LinkedIn Profile Visit',
        value: 'sendLinkedinVisit',
      },
      {
        name: 'Send Message To Linkedin Profile',
        value: 'sendLinkedinMessage',
      },
    ],
  },
  {
    displayName: 'Operation',
    name: 'tool',
    type: 'options',
    displayOptions: {
      show: {
        group: ['company'],
      },
    },
    default: 'checkCifValid',
    options: [
      {
        name: 'Check CIF Is Valid (ES)',
        value: 'checkCifValid',
      },
      {
        name: 'Check Company Is Debtor By TaxId (ES)',
        value: 'checkCompanyDebtorByTaxid',
      },
      {
        name: 'Check ISIN Code Is Valid',
        value: 'checkNumberIsin',
      },
      {
        name: 'Check Social Security Number Is Valid (ES)',
        value: 'checkNumberSsEs',
      },
      {
        name: 'Get Classified Role',
        value: 'getRoleClassified',
      },
      {
        name: 'Get Company By CIF (ES)',
        value: 'getCompanyByCif',
      },
      {
        name: 'Get Company By DUNS (ES)',
        value: 'getCompanyByDuns',
      },
      {
        name: 'Get Company By Domain',
        value: 'getCompanyByDomain',
      },
      {
        name: 'Get Company By Email',
        value: 'getCompanyByEmail',
      },
      {
        name: 'Get Company By IP',
        value: 'getCompanyByIp',
      },
      {
        name: 'Get Company By Name',
        value: 'getCompanyByName',
      },
      {
        name: 'Get Company By Phone',
        value: 'getCompanyByPhone',
      },
      {
        name: 'Get Company By Social Profile',
        value: 'getCompanyByProfile',
      },
      {
        name: "Get Company's Name By Domain",
        value: 'getCompanyNameByDomain',
      },
      {
        name: 'Get Decision Maker',
        value: 'getPersonDecisionMaker',
      },
      {
        name: 'Get Decision Maker By Search Engine',
        value: 'getPersonDecisionMakerBySearch',
      },
      {
        name: "Get Decision Maker's Emails By Domain And Area",
        value: 'getPersonEmailsByDomainAndArea',
      },
      {
        name: 'Get Decision Makers By Search Engine',
        value: 'getPersonMultipleDecisionMakerBySearch',
      },
      {
        name: 'Get Domain By Company Name',
        value: 'getCompanyDomainByName',
      },
      {
        name: 'Get Employees By Parameters',
        value: 'getPersonListByParams',
      },
      {
        name: 'Get Facebook URI By Company',
        value: 'getProfileFacebookByCompany',
      },
      {
        name: "Get Facebook URI By Company's Domain",
        value: 'getProfileFacebookByCompanyDomain',
      },
      {
        name: 'Get Geocoded Company By IP',
        value: 'getCompanyGeocodedByIp',
      },
      {
        name: "Get GitHub URI By Company's Domain",
        value: 'getProfileGithubByCompanyDomain',
      },
      {
        name: "Get Instagram URI By Company's Domain",
        value: 'getProfileInstagramByCompanyDomain',
      },
      {
        name: 'Get LinkedIn URI By Company',
        value: 'getProfileLinkedinByCompany',
      },
      {
        name: "Get LinkedIn URI By Company's Domain",
        value: 'getProfileLinkedinByCompanyDomain',
      },
      {
        name: 'Get Normalized CIF',
        value: 'getCifNormalized',
      },
      {
        name: 'Get Phone By Company Domain',
        value: 'getCompanyPhoneByDomain',
      },
      {
        name: 'Get Phone By Company Name',
        value: 'getCompanyPhoneByName',
      },
      {
        name: "Get Pinterest URI By Company's Domain",
        value: 'getProfilePinterestByCompanyDomain',
      },
      {
        name: "Get Sales Data By Company's DUNS",
        value: 'getCompanyFinancialByDuns',
      },
      {
        name: "Get Sales Data By Company's Domain",
        value: 'getCompanyFinancialByDomain',
      },
      {
        name: "Get Sales Data By Company's Name",
        value: 'getCompanyFinancialByName',
      },
      {
        name: "Get Sales Data By Company's Taxid",
        value: 'getCompanyFinancialByTaxid',
      },
      {
        name: 'Get Twitter URI By Company',
        value: 'getProfileTwitterByCompany',
      },
      {
        name: "Get Twitter URI By Company's Domain",
        value: 'getProfileTwitterByCompanyDomain',
      },
      {
        name: "Get YouTube URI By Company's Domain",
        value: 'getProfileYoutubeByCompanyDomain',
      },
    ],
  },
  {
    displayName: 'Operation',
    name: 'tool',
    type: 'options',
    displayOptions: {
      show: {
        group: ['finance'],
      },
    },
    default: 'checkBankBicValid',
    options: [
      {
        name: 'Check BIC Is Valid',
        value: 'checkBankBicValid',
      },
      {
        name: 'Check Bank Account Is Valid (ES)',
        value: 'checkBankAccountValidEs',
      },
      {
        name: 'Check Card Number Has Valid Format',
        value: 'checkCreditcardChecksum',
      },
      {
        name: 'Check Crypto Wallet Is Valid',
        value: 'checkCryptoWalletAddressValid',
      },
      {
        name: 'Check IBAN Is Valid',
        value: 'checkBankIbanValid',
      },
      {
        name: 'Check ISO Currency Code Is Valid',
        value: 'checkCurrencyValidIso',
      },
      {
        name: 'Check TIN Exists (VIES)',
        value: 'checkVatExist',
      },
      {
        name: 'Get Conversion By Currencies And Date',
        value: 'getCurrencyConvertedBetweenIsocodeDate',
      },
      {
        name: 'Get Credit Card Type By Number',
        value: 'getCreditcardType',
      },
      {
        name: 'Get Currencies By Country',
        value: 'getCurrencyListByCountry',
      },
      {
        name: 'Get Currencies By IP',
        value: 'getCurrencyListByIp',
      },
      {
        name: 'Get Currencies By ISO Code',
        value: 'getCurrencyListByIsocode',
      },
      {
        name: 'Get Currency By IP',
        value: 'getCurrencyByIp',
      },
      {
        name: 'Get Currency By ISO Currency Code',
        value: 'getCurrencyByIsocode',
      },
      {
        name: 'Get Currency Code By Country Code',
        value: 'getCurrencyByCountryIsocode',
      },
      {
        name: 'Get Currency Code By Country Name',
        value: 'getCurrencyByCountry',
      },
      {
        name: 'Get Data By TIN (VIES)',
        value: 'getVatByNumber',
      },
      {
        name: 'Get IBAN By Account',
        value: 'getBankIbanByAccount',
      },
      {
        name: 'Get IBAN Lookup',
        value: 'getBankIbanLookup',
      },
      {
        name: 'Get Swift Code Lookup',
        value: 'getSwiftLookup',
      },
      {
        name: 'Get VAT% By Address',
        value: 'getVatByAddress',
      },
      {
        name: 'Get VAT% By Coordinates',
        value: 'getVatByCoordinates',
      },
      {
        name: 'Get VAT% By IP',
        value: 'getVatByIp',
      },
      {
        name: 'Get VAT% By ISO Code',
        value: 'getVatByIsocode',
      },
      {
        name: 'Get VAT% By Phone',
        value: 'getVatByPhone',
      },
      {
        name: 'Get VAT% By Zipcode',
        value: 'getVatByZipcode',
      },
    ],
  },
  {
    displayName: 'Operation',
    name: 'tool',
    type: 'options',
    displayOptions: {
      show: {
        group: ['geographic'],
      },
    },
    default: 'checkCountryValidIso',
    options: [
      {
        name: 'Check Country Code Exists',
        value: 'checkCountryValidIso',
      },
      {
        name: 'Check Distance Is Equal',
        value: 'checkDistanceEq',
      },
      {
        name: 'Check Distance Is Greater',
        value: 'checkDistanceGt',
      },
      {
        name: 'Check Distance Is Greater Or Equal',
        value: 'checkDistanceGe',
      },
      {
        name: 'Check Distance Is Lower',
        value: 'checkDistanceLt',
      },
      {
        name: 'Check Distance Is Lower Or Equal',
        value: 'checkDistanceLe',
      },
      {
        name: 'Check Exact Address Exists',
        value: 'checkAddressExist',
      },
      {
        name: 'Check Street Number Exists',
        value: 'checkAddressNumberExist',
      },
      {
        name: 'Check Valid Coordinates',
        value: 'checkCoordinateValid',
      },
      {
        name: 'Check Zipcode By Prefix Exists (ES)',
        value: 'checkZipcodeExist',
      },
      {
        name: 'Check Zipcode Has Valid Format (ES)',
        value: 'checkZipcodeFormat',
      },
      {
        name: 'Get Cartesian Coordinates',
        value: 'getCoordinateCartesian',
      },
      {
        name: 'Get Cities By Phone (ES)',
        value: 'getCityListByPhone',
      },
      {
        name: 'Get Cities By Prefix (ES)',
        value: 'getCityListByName',
      },
      {
        name: 'Get Cities By Zipcode (ES)',
        value: 'getCityListByZipcode',
      },
      {
        name: 'Get City By IP',
        value: 'getCityByIp',
      },
      {
        name: 'Get City By Name (ES)',
        value: 'getCityByName',
      },
      {
        name: 'Get City By Phone (ES)',
        value: 'getCityByPhone',
      },
      {
        name: 'Get City By Zipcode (ES)',
        value: 'getCityByZipcode',
      },
      {
        name: 'Get Community By Zipcode (ES)',
        value: 'getCommunityByZipcode',
      },
      {
        name: 'Get Coordinates By IP',
        value: 'getCoordinateByIp',
      },
      {
        name: 'Get Coordinates By Search',
        value: 'getCoordinateBySearch',
      },
      {
        name: 'Get Countries By Currency',
        value: 'getCountryListByCurrencyCode',
      },
      {
        name: 'Get Countries By ISO Code',
        value: 'getCountryListByCode',
      },
      {
        name: 'Get Countries By Prefix',
        value: 'getCountryListByName',
      },
      {
        name: 'Get Country By Currency',
        value: 'getCountryByCurrencyCode',
      },
      {
        name: 'Get Country By IP',
        value: 'getCountryByIp',
      },
      {
        name: 'Get Country By ISO Code',
        value: 'getCountryByCode',
      },
      {
        name: 'Get Country By Name',
        value: 'getCountryByName',
      },
      {
        name: 'Get Country By Phone',
        value: 'getCountryByPhone',
      },
      {
        name: 'Get Country Code By Name',
        value: 'getCountryCodeByName',
      },
      {
        name: 'Get Decimal Coordinates',
        value: 'getCoordinateDecimal',
      },
      {
        name: 'Get Distance Between Addresses',
        value: 'getDistanceByAddresses',
      },
      {
        name: 'Get Distance Between Coordinates',
        value: 'getDistanceByCoordinates',
      },
      {
        name: 'Get Distance Between IPs',
        value: 'getDistanceByIps',
      },
      {
        name: 'Get Distance Between Phones',
        value: 'getDistanceByPhones',
      },
      {
        name: 'Get Distance Between Zipcodes',
        value: 'getDistanceByZipcodes',
      },
      {
        name: 'Get Exact Address By Search',
        value: 'getAddressBySearch',
      },
      {
        name: 'Get Extended Location By IP',
        value: 'getLocationExtendedByIp',
      },
      {
        name: 'Get Geocoded Location By IP',
        value: 'getLocationGeocodedByIp',
      },
      {
        name: 'Get Improved Parsed Address',
        value: 'getAddressSplittedBest',
      },
      {
        name: 'Get Locale Data By IP',
        value: 'getLocaleByIp',
      },
      {
        name: 'Get Location By Coordinates',
        value: 'getLocationByCoordinates',
      },
      {
        name: 'Get Location By IP',
        value: 'getLocationByIp',
      },
      {
        name: 'Get Location By Landline Phone (ES)',
        value: 'getLocationByPhone',
      },
      {
        name: 'Get Location By Name',
        value: 'getLocationByName',
      },
      {
        name: 'Get Location By Parameters',
        value: 'getLocationByParams',
      },
      {
        name: 'Get Location By Zipcode (ES)',
        value: 'getLocationByZipcode',
      },
      {
        name: 'Get Locations By Name',
        value: 'getLocationListByName',
      },
      {
        name: 'Get Locations By Parameters',
        value: 'getLocationListByParams',
      },
      {
        name: 'Get Names By Prefix',
        value: 'getNameListByPrefix',
      },
      {
        name: 'Get Network By IP',
        value: 'getNetByIp',
      },
      {
        name: 'Get Normalized Address',
        value: 'getAddressNormalized',
      },
      {
        name: 'Get Normalized City',
        value: 'getCityNormalized',
      },
      {
        name: 'Get Normalized Country',
        value: 'getCountryNormalized',
      },
      {
        name: 'Get Normalized Province',
        value: 'getProvinceNormalized',
      },
      {
        name: 'Get Normalized Zipcode',
        value: 'getZipcodeNormalized',
      },
      {
        name: 'Get Parsed Address',
        value: 'getAddressSplitted',
      },
      {
        name: 'Get Province By IP',
        value: 'getProvinceByIp',
      },
      {
        name: 'Get Province By Name (ES)',
        value: 'getProvinceByName',
      },
      {
        name: 'Get Province By Phone (ES)',
        value: 'getProvinceByPhone',
      },
      {
        name: 'Get Province By Zipcode (ES)',
        value: 'getProvinceByZipcode',
      },
      {
        name: 'Get Provinces By Name (ES)',
        value: 'getProvinceListByName',
      },
      {
        name: 'Get Provinces By Phone (ES)',
        value: 'getProvinceListByPhone',
      },
      {
        name: 'Get Provinces By Zipcode (ES)',
        value: 'getProvinceListByZipcode',
      },
      {
        name: 'Get Reputation By IP',
        value: 'getReputationByIp',
      },
      {
        name: 'Get Route Between Addresses',
        value: 'getRouteByAddresses',
      },
      {
        name: 'Get Route Between Coordinates',
        value: 'getRouteByCoordinates',
      },
      {
        name: 'Get Route Between IPs',
        value: 'getRouteByIps',
      },
      {
        name: 'Get Route Between Phones',
        value: 'getRouteByPhones',
      },
      {
        name: 'Get Route Between Zipcodes',
        value: 'getRouteByZipcodes',
      },
      {
        name: 'Get Time Data By Coordinates',
        value: 'getTimeByCoordinates',
      },
      {
        name: 'Get Time Data By IP',
        value: 'getTimeByIp',
      },
      {
        name: 'Get Time Data By Postal Address',
        value: 'getTimeByAddress',
      },
      {
        name: 'Get USNG Coordinates',
        value: 'getCoordinateUsng',
      },
      {
        name: 'Get UTM Coordinates',
        value: 'getCoordinateUtm',
      },
      {
        name: 'Get Zipcode By IP',
        value: 'getZipcodeByIp',
      },
      {
        name: 'Get Zipcode By Prefix (ES)',
        value: 'getZipcodeByPrefix',
      },
      {
        name: 'Get Zipcodes By Prefix (ES)',
        value: 'getZipcodeListByPrefix',
      },
    ],
  },
  {
    displayName: 'Operation',
    name: 'tool',
    type: 'options',
    displayOptions: {
      show: {
        group: ['image'],
      },
    },
    default: 'getQrDecoded',
    options: [
      {
        name: 'Get Decoded QR Code',
        value: 'getQrDecoded',
      },
      {
        name: 'Get EXIF Metadata From Image',
        value: 'getImageExif',
      },
      {
        name: 'Get Encoded Barcode',
        value: 'getBarcodeEncoded',
      },
      {
        name: 'Get Encoded QR Code',
        value: 'getQrEncoded',
      },
      {
        name: 'Get Image With Text',
        value: 'getImageWithText',
      },
      {
        name: 'Get Logo By Domain',
        value: 'getDomainLogo',
      },
      {
        name: 'Get OCR Text From Image',
        value: 'getImageOcr',
      },
      {
        name: 'Get Screenshot By URL',
        value: 'getUrlScreenshot',
      },
    ],
  },
  {
    displayName: 'Operation',
    name: 'tool',
    type: 'options',
    displayOptions: {
      show: {
        group: ['internet'],
      },
    },
    default: 'checkDomainExist',
    options: [
      {
        name: 'Check Domain Exists',
        value: 'checkDomainExist',
      },
      {
        name: 'Check Domain Has DNS Record',
        value: 'checkDomainRecord',
      },
      {
        name: 'Check Domain Has IP',
        value: 'checkDomainReverse',
      },
      {
        name: 'Check Domain Has MX Record',
        value: 'checkDomainMx',
      },
      {
        name: 'Check Domain Has Valid Certificate',
        value: 'checkDomainCertificate',
      },
      {
        name: 'Check Domain Has Valid Format',
        value: 'checkDomainFormat',
      },
      {
        name: 'Check Host Is Up',
        value: 'checkNetHostAlive',
      },
      {
        name: 'Check Service Is Up',
        value: 'checkNetServiceUp',
      },
      {
        name: 'Check URL Contains',
        value: 'checkUrlContains',
      },
      {
        name: 'Check URL Exists',
        value: 'checkUrlExist',
      },
      {
        name: 'Check URL Is Valid',
        value: 'checkUrlValid',
      },
      {
        name: 'Get Certificate By Domain',
        value: 'getDomainCertificate',
      },
      {
        name: 'Get Contents From URL',
        value: 'getUrlContents',
      },
      {
        name: 'Get Decoded URL',
        value: 'getUrlDecode',
      },
      {
        name: 'Get Default URL By Domain',
        value: 'getUrlByDomain',
      },
      {
        name: 'Get Device By User Agent',
        value: 'getDeviceByUa',
      },
      {
        name: 'Get Domain By IP',
        value: 'getDomainByIp',
      },
      {
        name: 'Get Domain DNS Records',
        value: 'getDomainRecords',
      },
      {
        name: 'Get Domain Record By DNS Type',
        value: 'getDomainRecord',
      },
      {
        name: 'Get Encoded URL',
        value: 'getUrlEncode',
      },
      {
        name: 'Get Feed Entries By Domain',
        value: 'getFeedEntriesByDomain',
      },
      {
        name: 'Get File Copied Between URLs',
        value: 'getFileCopiedBetweenUrls',
      },
      {
        name: 'Get Fixed IP',
        value: 'getNetFixip',
      },
      {
        name: 'Get IP By Domain',
        value: 'getDomainReverseIp',
      },
      {
        name: 'Get IP By Number',
        value: 'getNetNtoa',
      },
      {
        name: 'Get ISP By Domain',
        value: 'getDomainIsp',
      },
      {
        name: 'Get Last Feed Entry By Domain',
        value: 'getFeedLastEntryByDomain',
      },
      {
        name: 'Get Long Version Of Shortened URL',
        value: 'getUrlUnshortened',
      },
      {
        name: 'Get Number By IP',
        value: 'getNetAton',
      },
      {
        name: 'Get Opened Ports In Host',
        value: 'getNetScan',
      },
      {
        name: 'Get Parsed Contents From Results URL',
        value: 'getUrlListContentsParsed',
      },
      {
        name: 'Get Parsed Contents From URL',
        value: 'getUrlContentsParsed',
      },
      {
        name: 'Get Parsed URL',
        value: 'getUrlParsed',
      },
      {
        name: 'Get Pdf By URL',
        value: 'getUrlPdf',
      },
      {
        name: 'Get Root Domain By Web Address',
        value: 'getDomainByUrl',
      },
      {
        name: 'Get Shareable Links',
        value: 'getUrlShareableLinks',
      },
      {
        name: 'Get Table From URL',
        value: 'getUrlTables',
      },
      {
        name: 'Get Technologies By Domain',
        value: 'getDomainTechnologies',
      },
      {
        name: 'Get Technologies By URL',
        value: 'getUrlTechnologies',
      },
      {
        name: 'Get URL Analysis',
        value: 'getUrlAnalysis',
      },
      {
        name: 'Get Visits By Domain',
        value: 'getDomainVisits',
      },
      {
        name: 'Get Whois By Domain',
        value: 'getDomainWhois',
      },
      {
        name: 'Get Whois By IP Address',
        value: 'getIpWhois',
      },
    ],
  },
  {
    displayName: 'Operation',
    name: 'tool',
    type: 'options',
    displayOptions: {
      show: {
        group: ['personal'],
      },
    },
    default: 'checkAgeBetw',
    options: [
      {
        name: 'Check Age Between',
        value: 'checkAgeBetw',
      },
      {
        name: 'Check Age Is Between 20 And 29 Years',
        value: 'checkAgeIsTwenties',
      },
      {
        name: 'Check Age Is Between 40 And 49 Years',
        value: 'checkAgeIsForties',
      },
      {
        name: 'Check Age Is Greater',
        value: 'checkAgeGt',
      },
      {
        name: 'Check Age Is Greater Or Equal',
        value: 'checkAgeGe',
      },
      {
        name: 'Check Age Is Greater Than 64 Years',
        value: 'checkAgeIsRetired',
      },
      {
        name: 'Check Age Is Greater Than Or Equal To 18 Years',
        value: 'checkAgeIsAdult',
      },
      {
        name: 'Check Age Is Lower',
        value: 'checkAgeLt',
      },
      {
        name: 'Check Age Is Lower Or Equal',
        value: 'checkAgeLe',
      },
      {
        name: 'Check Ages Are Equal',
        value: 'checkAgeEq',
      },
      {
        name: 'Check Date Is Between Dates',
        value: 'checkDateBetw',
      },
      {
        name: 'Check Date Is Greater',
        value: 'checkDateGt',
      },
      {
        name: 'Check Date Is Greater Or Equal',
        value: 'checkDateGe',
      },
      {
        name: 'Check Date Is Leap Year',
        value: 'checkDateLeap',
      },
      {
        name: 'Check Date Is Lower',
        value: 'checkDateLt',
      },
      {
        name: 'Check Date Is Lower Or Equal',
        value: 'checkDateLe',
      },
      {
        name: 'Check Date Is Valid',
        value: 'checkDateValid',
      },
      {
        name: 'Check Dates Are Equal',
        value: 'checkDateEq',
      },
      {
        name: 'Check Gender Is Valid',
        value: 'checkGenderValid',
      },
      {
        name: 'Check NIE Is Valid (ES)',
        value: 'checkNieValid',
      },
      {
        name: 'Check NIF Is Valid (ES)',
        value: 'checkNifValid',
      },
      {
        name: 'Check Name Exists (ES)',
        value: 'checkNameExist',
      },
      {
        name: 'Check Name Has Valid Format',
        value: 'checkNameValid',
      },
      {
        name: 'Check Nif Number Is Robinson (ES)',
        value: 'checkRobinsonNifExist',
      },
      {
        name: 'Check Surname Has Valid Format',
        value: 'checkSurnameValid',
      },
      {
        name: 'Check Surname Is Valid (ES)',
        value: 'checkSurnameExist',
      },
      {
        name: 'Check Valid Dni (ES)',
        value: 'checkDniValid',
      },
      {
        name: 'Get Age By Date',
        value: 'getAgeByDate',
      },
      {
        name: 'Get Age Range By Date',
        value: 'getAgeRange',
      },
      {
        name: 'Get Difference Between Dates',
        value: 'getDateDifference',
      },
      {
        name: 'Get Gender By Email',
        value: 'getGenderByEmail',
      },
      {
        name: 'Get Gender By Name',
        value: 'getGenderByPersonalName',
      },
      {
        name: 'Get LinkedIn URI By Email',
        value: 'getProfileLinkedinByEmail',
      },
      {
        name: 'Get LinkedIn URI By First, Last And Company',
        value: 'getProfileByEmployeeData',
      },
      {
        name: 'Get LinkedIn URI By Phone',
        value: 'getProfileLinkedinByPhone',
      },
      {
        name: 'Get NIF By DNI (ES)',
        value: 'getNifByDni',
      },
      {
        name: 'Get Name By Prefix (ES)',
        value: 'getNameByPrefix',
      },
      {
        name: 'Get Normalized DNI (ES)',
        value: 'getDniNormalized',
      },
      {
        name: 'Get Normalized Date',
        value: 'getDateNormalized',
      },
      {
        name: 'Get Normalized NIE (ES)',
        value: 'getNieNormalized',
      },
      {
        name: 'Get Normalized NIF (ES)',
        value: 'getNifNormalized',
      },
      {
        name: 'Get Normalized Name',
        value: 'getNameNormalized',
      },
      {
        name: 'Get Normalized Surname',
        value: 'getSurnameNormalized',
      },
      {
        name: 'Get Parsed Datetime',
        value: 'getDateParsed',
      },
      {
        name: 'Get Parsed Fullname',
        value: 'getFullnameParsed',
      },
      {
        name: 'Get Person (Extended) By Email',
        value: 'getPersonExtendedByEmail',
      },
      {
        name: 'Get Person (Extended) By Email And Company',
        value: 'getPersonExtendedByEmailAndCompany',
      },
      {
        name: 'Get Person (Extended) By Profile',
        value: 'getPersonExtendedByProfile',
      },
      {
        name: 'Get Person By Email',
        value: 'getPersonByEmail',
      },
      {
        name: 'Get Person By Firstname, Lastname, Company And Location',
        value: 'getPersonByFirstnameLastnameCompanyLocation',
      },
      {
        name: 'Get Person By Mobile',
        value: 'getPersonByMobile',
      },
      {
        name: 'Get Person By Social Profile',
        value: 'getPersonByProfile',
      },
      {
        name: 'Get Random Person Data',
        value: 'getPersonFakedData',
      },
      {
        name: 'Get Surname By Prefix (ES)',
        value: 'getSurnameByPrefix',
      },
      {
        name: 'Get Surnames By Prefix (ES)',
        value: 'getSurnameListByPrefix',
      },
      {
        name: 'Get Xing URI By First, Last And Company',
        value: 'getProfileXingByEmployeeData',
      },
      {
        name: "Send Email's Contact To List",
        value: 'sendPersonEmailToList',
      },
      {
        name: "Send LinkedIn's Contact To List",
        value: 'sendPersonProfileToList',
      },
    ],
  },
  {
    displayName: 'Operation',
    name: 'tool',
    type: 'options',
    displayOptions: {
      show: {
        group: ['product'],
      },
    },
    default: 'checkAsinExist',
    options: [
      {
        name: 'Check ASIN Exists',
        value: 'checkAsinExist',
      },
      {
        name: 'Check ASIN Valid',
        value: 'checkAsinValid',
      },
      {
        name: 'Check EAN Exists',
        value: 'checkEanExist',
      },
      {
        name: 'Check EAN Is Valid',
        value: 'checkEanValid',
      },
      {
        name: 'Check EAN13 Is Valid',
        value: 'checkEan13Valid',
      },
      {
        name: 'Check EAN14 Is Valid',
        value: 'checkEan14Valid',
      },
      {
        name: 'Check EAN18 Is Valid',
        value: 'checkEan18Valid',
      },
      {
        name: 'Check EAN8 Is Valid',
        value: 'checkEan8Valid',
      },
      {
        name: 'Check GTIN Is Valid',
        value: 'checkGtinValid',
      },
      {
        name: 'Check GTIN13 Is Valid',
        value: 'checkGtin13Valid',
      },
      {
        name: 'Check GTIN14 Is Valid',
        value: 'checkGtin14Valid',
      },
      {
        name: 'Check GTIN8 Is Valid',
        value: 'checkGtin8Valid',
      },
      {
        name: 'Check ISBN Code Exists',
        value: 'checkBookIsbnExist',
      },
      {
        name: 'Check ISBN Code Is Valid',
        value: 'checkBookIsbn',
      },
      {
        name: 'Check ISBN10 Code Is Valid',
        value: 'checkBookIsbn10',
      },
      {
        name: 'Check ISBN13 Code Is Valid',
        value: 'checkBookIsbn13',
      },
      {
        name: 'Check UPC Exists',
        value: 'checkUpcExist',
      },
      {
        name: 'Check UPC Has Valid Format',
        value: 'checkUpcFormat',
      },
      {
        name: 'Check VIN Number Is Valid',
        value: 'checkVinFormat',
      },
      {
        name: 'Get ASIN By EAN',
        value: 'getAsinByEan',
      },
      {
        name: 'Get Book By Author',
        value: 'getBookAuthorLookup',
      },
      {
        name: 'Get Book By Category',
        value: 'getBookCategoryLookup',
      },
      {
        name: 'Get Book By Editor',
        value: 'getBookPublisherLookup',
      },
      {
        name: 'Get Book By ISBN',
        value: 'getBookIsbnLookup',
      },
      {
        name: 'Get Book By Title',
        value: 'getBookTitleLookup',
      },
      {
        name: 'Get Books By Author',
        value: 'getBookListAuthorLookup',
      },
      {
        name: 'Get Books By Category',
        value: 'getBookListCategoryLookup',
      },
      {
        name: 'Get Books By Editor',
        value: 'getBookListPublisherLookup',
      },
      {
        name: 'Get Books By Title',
        value: 'getBookListTitleLookup',
      },
      {
        name: 'Get Data By VIN Number',
        value: 'getVinLookup',
      },
      {
        name: 'Get EAN By ASIN',
        value: 'getEanByAsin',
      },
      {
        name: 'Get ISBN10 Code By ISBN13 Code',
        value: 'getBookIsbn13ToIsbn10',
      },
      {
        name: 'Get ISBN13 Code By ISBN10 Code',
        value: 'getBookIsbn10ToIsbn13',
      },
      {
        name: 'Get Product By UPC',
        value: 'getUpcLookup',
      },
    ],
  },
  {
    displayName: 'Operation',
    name: 'tool',
    type: 'options',
    displayOptions: {
      show: {
        group: ['security'],
      },
    },
    default: 'checkNumberLuhn',
    options: [
      {
        name: 'Check Luhn Number Is Valid',
        value: 'checkNumberLuhn',
      },
      {
        name: 'Check Password Is Strong',
        value: 'checkPasswordStrong',
      },
      {
        name: 'Check UUID Number Is Valid',
        value: 'checkNumberUuid',
      },
      {
        name: 'Get Domain Blacklists',
        value: 'getDomainBlacklists',
      },
      {
        name: 'Get Ip Blacklists',
        value: 'getIpBlacklists',
      },
    ],
  },
  {
    displayName: 'Operation',
    name: 'tool',
    type: 'options',
    displayOptions: {
      show: {
        group: ['text'],
      },
    },
    default: 'checkStringAlpha',
    options: [
      {
        name: 'Check Alphabetic String Is Valid',
        value: 'checkStringAlpha',
      },
      {
        name: 'Check Alphanumeric String Is Valid',
        value: 'checkStringAlphanumeric',
      },
      {
        name: 'Check Boolean String Is Valid',
        value: 'checkStringBoolean',
      },
      {
        name: 'Check Decimal Number Is Valid',
        value: 'checkNumberDecimal',
      },
      {
        name: 'Check Even Number Is Valid',
        value: 'checkNumberEven',
      },
      {
        name: 'Check Greater Element',
        value: 'checkListMax',
      },
      {
        name: 'Check IP Has Valid Format',
        value: 'checkStringIp',
      },
      {
        name: 'Check IPv4 Has Valid Format',
        value: 'checkStringIp4',
      },
      {
        name: 'Check IPv6 Has Valid Format',
        value: 'checkStringIp6',
      },
      {
        name: 'Check Length List Between',
        value: 'checkListLengthBetw',
      },
      {
        name: 'Check Length List Equal',
        value: 'checkListLengthEq',
      },
      {
        name: 'Check Length List Greater',
        value: 'checkListLengthGt',
      },
      {
        name: 'Check Length List Greater Or Equal',
        value: 'checkListLengthGe',
      },
      {
        name: 'Check Length List Lower',
        value: 'checkListLengthLt',
      },
      {
        name: 'Check Length List Lower Or Equal',
        value: 'checkListLengthLe',
      },
      {
        name: 'Check List Contains',
        value: 'checkListContains',
      },
      {
        name: 'Check List Ends With',
        value: 'checkListEnds',
      },
      {
        name: 'Check List Is Sorted',
        value: 'checkListSorted',
      },
      {
        name: 'Check List Starts With',
        value: 'checkListStarts',
      },
      {
        name: 'Check Lower Element',
        value: 'checkListMin',
      },
      {
        name: 'Check Modulus Is Equals',
        value: 'checkNumberMod',
      },
      {
        name: 'Check Natural Number Is Valid',
        value: 'checkNumberNatural',
      },
      {
        name: 'Check Number Is Between',
        value: 'checkNumberBetw',
      },
      {
        name: 'Check Number Is Equal',
        value: 'checkNumberEq',
      },
      {
        name: 'Check Number Is Greater',
        value: 'checkNumberGt',
      },
      {
        name: 'Check Number Is Greater Or Equal',
        value: 'checkNumberGe',
      },
      {
        name: 'Check Number Is Lower',
        value: 'checkNumberLt',
      },
      {
        name: 'Check Number Is Lower Or Equal',
        value: 'checkNumberLe',
      },
      {
        name: 'Check Numeric String Is Valid',
        value: 'checkStringNumeric',
      },
      {
        name: 'Check Odd Number Is Valid',
        value: 'checkNumberOdd',
      },
      {
        name: 'Check Prime Number Is Valid',
        value: 'checkNumberPrime',
      },
      {
        name: 'Check String Contains Char',
        value: 'checkStringContains',
      },
      {
        name: 'Check String Ends With',
        value: 'checkStringEnds',
      },
      {
        name: 'Check String Is Empty',
        value: 'checkStringBlank',
      },
      {
        name: 'Check String Is Random',
        value: 'checkStringRandom',
      },
      {
        name: 'Check String Is Valid By Pattern',
        value: 'checkStringRegex',
      },
      {
        name: 'Check String Length Is Between',
        value: 'checkStringLengthBetw',
      },
      {
        name: 'Check String Length Is Equal',
        value: 'checkStringLengthEq',
      },
      {
        name: 'Check String Length Is Greater',
        value: 'checkStringLengthGt',
      },
      {
        name: 'Check String Length Is Greater Or Equal',
        value: 'checkStringLengthGe',
      },
      {
        name: 'Check String Length Is Lower',
        value: 'checkStringLengthLt',
      },
      {
        name: 'Check String Length Is Lower Or Equal',
        value: 'checkStringLengthLe',
      },
      {
        name: 'Check String Starts With',
        value: 'checkStringStarts',
      },
      {
        name: 'Check Text Is Lowercased',
        value: 'checkStringLowercase',
      },
      {
        name: 'Check Text Is Uppercased',
        value: 'checkStringUppercase',
      },
      {
        name: 'Check Unique Es List',
        value: 'checkListUnique',
      },
      {
        name: 'Check Valid List',
        value: 'checkListValid',
      },
      {
        name: 'Check Word Count Between',
        value: 'checkWordCountBetw',
      },
      {
        name: 'Check Word Count Equal',
        value: 'checkWordCountEq',
      },
      {
        name: 'Check Word Count Greater',
        value: 'checkWordCountGt',
      },
      {
        name: 'Check Word Count Greater Or Equal',
        value: 'checkWordCountGe',
      },
      {
        name: 'Check Word Count Lower',
        value: 'checkWordCountLt',
      },
      {
        name: 'Check Word Count Lower Or Equal',
        value: 'checkWordCountLe',
      },
      {
        name: 'Get BASE64 Value',
        value: 'getStringBase64',
      },
      {
        name: 'Get Banned Words',
        value: 'getWordBanned',
      },
      {
        name: 'Get Field Type By Value',
        value: 'getStringFieldName',
      },
      {
        name: 'Get Formatted String By Pattern',
        value: 'getStringByFormat',
      },
      {
        name: 'Get Generated Text By Pattern',
        value: 'getStringByRegex',
      },
      {
        name: 'Get Greater Element',
        value: 'getListMax',
      },
      {
        name: 'Get HTML Code From Markdown',
        value: 'getStringHtmlByMarkdown',
      },
      {
        name: 'Get Lower Element',
        value: 'getListMin',
      },
      {
        name: 'Get Lowercased Text',
        value: 'getStringLowercase',
      },
      {
        name: 'Get MD5 String',
        value: 'getStringMd5',
      },
      {
        name: 'Get Markdown Text From HTML',
        value: 'getStringMarkdownByHtml',
      },
      {
        name: 'Get Merged Values By Text',
        value: 'getStringJoin',
      },
      {
        name: 'Get Normalized String By Field',
        value: 'getStringNormalized',
      },
      {
        name: 'Get Parsed Text',
        value: 'getStringParsed',
      },
      {
        name: 'Get SHA String',
        value: 'getStringSha',
      },
      {
        name: 'Get Sentiment From A Text',
        value: 'getSentimentByText',
      },
      {
        name: 'Get Sorted List',
        value: 'getListSort',
      },
      {
        name: 'Get Spin String',
        value: 'getStringSpin',
      },
      {
        name: 'Get Splitted And Merged Values By Separator',
        value: 'getStringSplitAndJoin',
      },
      {
        name: 'Get Splitted Values By Separator',
        value: 'getStringSplit',
      },
      {
        name: 'Get String Length',
        value: 'getStringLength',
      },
      {
        name: 'Get String VLookup',
        value: 'getStringVlookup',
      },
      {
        name: 'Get Text Cleaned Without Abuse Words',
        value: 'getWordCleanAbuse',
      },
      {
        name: 'Get Text Replaced By String',
        value: 'getStringReplaceFirst',
      },
      {
        name: 'Get Text Without HTML',
        value: 'getStringWithoutHtml',
      },
      {
        name: 'Get Texts Replaced By String',
        value: 'getStringReplaceAll',
      },
      {
        name: 'Get Translated Text',
        value: 'getStringTranslated',
      },
      {
        name: 'Get Unique List',
        value: 'getListUnique',
      },
      {
        name: 'Get Uppercased Text',
        value: 'getStringUppercase',
      },
      {
        name: 'Get Words Count',
        value: 'getWordCount',
      },
    ],
  },
  {
    displayName: 'Credit card',
    name: 'credit_card',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['finance', 'finance'],
        tool: ['checkCreditcardChecksum', 'getCreditcardType'],
      },
    },
  },
  {
    displayName: 'Address',
    name: 'address',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: [
          'geographic',
          'geographic',
          'geographic',
          'geographic',
          'geographic',
          'geographic',
          'geographic',
          'finance',
          'geographic',
          'finance',
        ],
        tool: [
          'getAddressBySearch',
          'getCoordinateBySearch',
          'checkAddressExist',
          'getAddressNormalized',
          'checkAddressNumberExist',
          'getAddressSplitted',
          'getAddressSplittedBest',
          'checkCryptoWalletAddressValid',
          'getTimeByAddress',
          'getVatByAddress',
        ],
      },
    },
  },
  {
    displayName: 'Country',
    name: 'country',
    type: 'string',
    default: '',
    required: false,
    displayOptions: {
      show: {
        group: [
          'geographic',
          'geographic',
          'company',
          'company',
          'company',
          'company',
          'company',
          'company',
          'geographic',
          'geographic',
          'geographic',
          'geographic',
          'finance',
          'finance',
          'communication',
          'communication',
          'communication',
          'communication',
          'communication',
          'communication',
          'communication',
          'communication',
        ],
        tool: [
          'checkAddressExist',
          'checkAddressNumberExist',
          'getCompanyByName',
          'getCompanyFinancialByDomain',
          'getCompanyFinancialByDuns',
          'getCompanyFinancialByName',
          'getCompanyFinancialByTaxid',
          'getPersonListByParams',
          'getCountryByName',
          'getCountryCodeByName',
          'getCountryListByName',
          'getCountryNormalized',
          'getCurrencyByCountry',
          'getCurrencyListByCountry',
          'getMobileCountryPrefix',
          'checkMobileFormat',
          'getMobileFormatted',
          'getMobileNormalized',
          'getPhoneFixed',
          'checkPhoneFormat',
          'getPhoneNormalized',
          'checkPhoneOrMobileValid',
        ],
      },
    },
  },
  {
    displayName: 'Coordinates',
    name: 'coordinates',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['geographic', 'geographic', 'geographic', 'geographic', 'geographic', 'geographic', 'finance'],
        tool: [
          'checkCoordinateValid',
          'getCoordinateCartesian',
          'getCoordinateDecimal',
          'getCoordinateUsng',
          'getCoordinateUtm',
          'getLocationByCoordinates',
          'getVatByCoordinates',
        ],
      },
    },
  },
  {
    displayName: 'Date',
    name: 'date',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: [
          'personal',
          'personal',
          'personal',
          'personal',
          'personal',
          'personal',
          'personal',
          'personal',
          'personal',
          'personal',
          'personal',
          'personal',
          'finance',
          'personal',
          'personal',
          'personal',
          'personal',
        ],
        tool: [
          'checkAgeBetw',
          'getAgeByDate',
          'checkAgeEq',
          'checkAgeGe',
          'checkAgeGt',
          'checkAgeIsAdult',
          'checkAgeIsForties',
          'checkAgeIsRetired',
          'checkAgeIsTwenties',
          'checkAgeLe',
          'checkAgeLt',
          'getAgeRange',
          'getCurrencyConvertedBetweenIsocodeDate',
          'checkDateLeap',
          'getDateNormalized',
          'getDateParsed',
          'checkDateValid',
        ],
      },
    },
  },
  {
    displayName: 'Years1',
    name: 'years1',
    type: 'number',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['personal'],
        tool: ['checkAgeBetw'],
      },
    },
  },
  {
    displayName: 'Years2',
    name: 'years2',
    type: 'number',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['personal'],
        tool: ['checkAgeBetw'],
      },
    },
  },
  {
    displayName: 'Years',
    name: 'years',
    type: 'number',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['personal', 'personal', 'personal', 'personal', 'personal'],
        tool: ['checkAgeEq', 'checkAgeGe', 'checkAgeGt', 'checkAgeLe', 'checkAgeLt'],
      },
    },
  },
  {
    displayName: 'Ean',
    name: 'ean',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: [
          'product',
          'product',
          'product',
          'product',
          'product',
          'product',
          'product',
          'product',
          'product',
          'product',
          'product',
        ],
        tool: [
          'getAsinByEan',
          'checkEan13Valid',
          'checkGtin13Valid',
          'checkEan14Valid',
          'checkGtin14Valid',
          'checkEan18Valid',
          'checkEan8Valid',
          'checkGtin8Valid',
          'checkEanExist',
          'checkEanValid',
          'checkGtinValid',
        ],
      },
    },
  },
  {
    displayName: 'Asin',
    name: 'asin',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['product', 'product', 'product'],
        tool: ['checkAsinExist', 'checkAsinValid', 'getEanByAsin'],
      },
    },
  },
  {
    displayName: 'Text',
    name: 'text',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: [
          'audio',
          'audio',
          'image',
          'internet',
          'communication',
          'image',
          'image',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
        ],
        tool: [
          'getAudioAdvancedSpeechByText',
          'getAudioSpeechByText',
          'getBarcodeEncoded',
          'getUrlShareableLinks',
          'sendMobileSms',
          'getImageWithText',
          'getQrEncoded',
          'checkListContains',
          'checkListEnds',
          'checkListStarts',
          'checkStringNumeric',
          'getSentimentByText',
          'checkStringAlpha',
          'checkStringAlphanumeric',
          'getStringBase64',
          'checkStringBlank',
          'checkStringBoolean',
          'getStringByFormat',
          'getStringFieldName',
          'getStringHtmlByMarkdown',
          'getStringLength',
          'checkStringLengthBetw',
          'checkStringLengthEq',
          'checkStringLengthGe',
          'checkStringLengthGt',
          'checkStringLengthLe',
          'checkStringLengthLt',
          'checkStringLowercase',
          'getStringLowercase',
          'getStringMarkdownByHtml',
          'getStringMd5',
          'getStringNormalized',
          'getStringParsed',
          'checkStringRandom',
          'checkStringRegex',
          'getStringReplaceAll',
          'getStringReplaceFirst',
          'getStringSha',
          'getStringSpin',
          'getStringSplit',
          'getStringSplitAndJoin',
          'getStringTranslated',
          'checkStringUppercase',
          'getStringUppercase',
          'getStringVlookup',
          'getWordBanned',
          'getWordCleanAbuse',
          'getWordCount',
          'checkWordCountBetw',
          'checkWordCountEq',
          'checkWordCountGe',
          'checkWordCountGt',
          'checkWordCountLe',
          'checkWordCountLt',
        ],
      },
    },
  },
  {
    displayName: 'Gender',
    name: 'gender',
    type: 'options',
    default: '',
    required: true,
    options: [
      {
        name: 'Female',
        value: 'female',
      },
      {
        name: 'Male',
        value: 'male',
      },
    ],
    displayOptions: {
      show: {
        group: ['audio', 'audio', 'personal', 'personal', 'geographic'],
        tool: [
          'getAudioAdvancedSpeechByText',
          'getAudioSpeechByText',
          'checkGenderValid',
          'getNameByPrefix',
          'getNameListByPrefix',
        ],
      },
    },
  },
  {
    displayName: 'Language',
    name: 'language',
    type: 'options',
    default: '',
    required: true,
    options: [
      {
        name: 'American',
        value: 'american',
      },
      {
        name: 'Arabic',
        value: 'arabic',
      },
      {
        name: 'Bengali',
        value: 'bengali',
      },
      {
        name: 'British',
        value: 'british',
      },
      {
        name: 'Czech',
        value: 'czech',
      },
      {
        name: 'Danish',
        value: 'danish',
      },
      {
        name: 'Dutch',
        value: 'dutch',
      },
      {
        name: 'Filipino',
        value: 'filipino',
      },
      {
        name: 'Finnish',
        value: 'finnish',
      },
      {
        name: 'French',
        value: 'french',
      },
      {
        name: 'German',
        value: 'german',
      },
      {
        name: 'Greek',
        value: 'greek',
      },
      {
        name: 'Gujurati',
        value: 'gujurati',
      },
      {
        name: 'Hindi',
        value: 'hindi',
      },
      {
        name: 'Hungarian',
        value: 'hungarian',
      },
      {
        name: 'Indonesian',
        value: 'indonesian',
      },
      {
        name: 'Italian',
        value: 'italian',
      },
      {
        name: 'Japanese',
        value: 'japanese',
      },
      {
        name: 'Kannada',
        value: 'kannada',
      },
      {
        name: 'Korean',
        value: 'korean',
      },
      {
        name: 'Malayalam',
        value: 'malayalam',
      },
      {
        name: 'Mandarin',
        value: 'mandarin',
      },
      {
        name: 'Norwegian',
        value: 'norwegian',
      },
      {
        name: 'Polish',
        value: 'polish',
      },
      {
        name: 'Portuguese',
        value: 'portuguese',
      },
      {
        name: 'Russian',
        value: 'russian',
      },
      {
        name: 'Slovak',
        value: 'slovak',
      },
      {
        name: 'Spanish',
        value: 'spanish',
      },
      {
        name: 'Tamil',
        value: 'tamil',
      },
      {
        name: 'Telugu',
        value: 'telugu',
      },
      {
        name: 'Thai',
        value: 'thai',
      },
      {
        name: 'Turkish',
        value: 'turkish',
      },
      {
        name: 'Ukranian',
        value: 'ukranian',
      },
      {
        name: 'Vietnamese',
        value: 'vietnamese',
      },
    ],
    displayOptions: {
      show: {
        group: ['audio', 'audio', 'geographic', 'text'],
        tool: ['getAudioAdvancedSpeechByText', 'getAudioSpeechByText', 'getCountryNormalized', 'getStringTranslated'],
      },
    },
  },
  {
    displayName: 'Account',
    name: 'account',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['finance', 'finance'],
        tool: ['checkBankAccountValidEs', 'getBankIbanByAccount'],
      },
    },
  },
  {
    displayName: 'Bic',
    name: 'bic',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['finance'],
        tool: ['checkBankBicValid'],
      },
    },
  },
  {
    displayName: 'Isocode',
    name: 'isocode',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: [
          'finance',
          'geographic',
          'geographic',
          'geographic',
          'geographic',
          'geographic',
          'finance',
          'finance',
          'finance',
          'finance',
          'finance',
          'finance',
        ],
        tool: [
          'getBankIbanByAccount',
          'getCountryByCode',
          'getCountryByCurrencyCode',
          'getCountryListByCode',
          'getCountryListByCurrencyCode',
          'checkCountryValidIso',
          'getCurrencyByIsocode',
          'getCurrencyListByIsocode',
          'checkCurrencyValidIso',
          'getVatByIsocode',
          'getVatByNumber',
          'checkVatExist',
        ],
      },
    },
  },
  {
    displayName: 'Iban',
    name: 'iban',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['finance', 'finance'],
        tool: ['getBankIbanLookup', 'checkBankIbanValid'],
      },
    },
  },
  {
    displayName: 'Swift',
    name: 'swift',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['finance'],
        tool: ['getSwiftLookup'],
      },
    },
  },
  {
    displayName: 'Bcid',
    name: 'bcid',
    type: 'options',
    default: '',
    required: true,
    options: [
      {
        name: 'Auspost',
        value: 'auspost',
      },
      {
        name: 'Azteccode',
        value: 'azteccode',
      },
      {
        name: 'Azteccodecompact',
        value: 'azteccodecompact',
      },
      {
        name: 'Aztecrune',
        value: 'aztecrune',
      },
      {
        name: 'Bc412',
        value: 'bc412',
      },
      {
        name: 'Channelcode',
        value: 'channelcode',
      },
      {
        name: 'Codablockf',
        value: 'codablockf',
      },
      {
        name: 'Code11',
        value: 'code11',
      },
      {
        name: 'Code128',
        value: 'code128',
      },
      {
        name: 'Code16k',
        value: 'code16k',
      },
      {
        name: 'Code2of5',
        value: 'code2of5',
      },
      {
        name: 'Code32',
        value: 'code32',
      },
      {
        name: 'Code39',
        value: 'code39',
      },
      {
        name: 'Code39ext',
        value: 'code39ext',
      },
      {
        name: 'Code49',
        value: 'code49',
      },
      {
        name: 'Code93',
        value: 'code93',
      },
      {
        name: 'Code93ext',
        value: 'code93ext',
      },
      {
        name: 'Codeone',
        value: 'codeone',
      },
      {
        name: 'Coop2of5',
        value: 'coop2of5',
      },
      {
        name: 'Daft',
        value: 'daft',
      },
      {
        name: 'Databarexpanded',
        value: 'databarexpanded',
      },
      {
        name: 'Databarexpandedcomposite',
        value: 'databarexpandedcomposite',
      },
      {
        name: 'Databarexpandedstacked',
        value: 'databarexpandedstacked',
      },
      {
        name: 'Databarexpandedstackedcomposite',
        value: 'databarexpandedstackedcomposite',
      },
      {
        name: 'Databarlimited',
        value: 'databarlimited',
      },
      {
        name: 'Databarlimitedcomposite',
        value: 'databarlimitedcomposite',
      },
      {
        name: 'Databaromni',
        value: 'databaromni',
      },
      {
        name: 'Databaromnicomposite',
        value: 'databaromnicomposite',
      },
      {
        name: 'Databarstacked',
        value: 'databarstacked',
      },
      {
        name: 'Databarstackedcomposite',
        value: 'databarstackedcomposite',
      },
      {
        name: 'Databarstackedomni',
        value: 'databarstackedomni',
      },
      {
        name: 'Databarstackedomnicomposite',
        value: 'databarstackedomnicomposite',
      },
      {
        name: 'Databartruncated',
        value: 'databartruncated',
      },
      {
        name: 'Databartruncatedcomposite',
        value: 'databartruncatedcomposite',
      },
      {
        name: 'Datalogic2of5',
        value: 'datalogic2of5',
      },
      {
        name: 'Datamatrix',
        value: 'datamatrix',
      },
      {
        name: 'Datamatrixrectangular',
        value: 'datamatrixrectangular',
      },
      {
        name: 'Dotcode',
        value: 'dotcode',
      },
      {
        name: 'Ean13',
        value: 'ean13',
      },
      {
        name: 'Ean13composite',
        value: 'ean13composite',
      },
      {
        name: 'Ean14',
        value: 'ean14',
      },
      {
        name: 'Ean2',
        value: 'ean2',
      },
      {
        name: 'Ean5',
        value: 'ean5',
      },
      {
        name: 'Ean8',
        value: 'ean8',
      },
      {
        name: 'Ean8composite',
        value: 'ean8composite',
      },
      {
        name: 'Flattermarken',
        value: 'flattermarken',
      },
      {
        name: 'Gs1-128',
        value: 'gs1-128',
      },
      {
        name: 'Gs1-128composite',
        value: 'gs1-128composite',
      },
      {
        name: 'Gs1-cc',
        value: 'gs1-cc',
      },
      {
        name: 'Gs1datamatrix',
        value: 'gs1datamatrix',
      },
      {
        name: 'Gs1datamatrixrectangular',
        value: 'gs1datamatrixrectangular',
      },
      {
        name: 'Gs1northamericancoupon',
        value: 'gs1northamericancoupon',
      },
      {
        name: 'Hanxin',
        value: 'hanxin',
      },
      {
        name: 'Hibcazteccode',
        value: 'hibcazteccode',
      },
      {
        name: 'Hibccodablockf',
        value: 'hibccodablockf',
      },
      {
        name: 'Hibccode128',
        value: 'hibccode128',
      },
      {
        name: 'Hibccode39',
        value: 'hibccode39',
      },
      {
        name: 'Hibcdatamatrix',
        value: 'hibcdatamatrix',
      },
      {
        name: 'Hibcdatamatrixrectangular',
        value: 'hibcdatamatrixrectangular',
      },
      {
        name: 'Hibcmicropdf417',
        value: 'hibcmicropdf417',
      },
      {
        name: 'Hibcpdf417',
        value: 'hibcpdf417',
      },
      {
        name: 'Iata2of5',
        value: 'iata2of5',
      },
      {
        name: 'Identcode',
        value: 'identcode',
      },
      {
        name: 'Industrial2of5',
        value: 'industrial2of5',
      },
      {
        name: 'Interleaved2of5',
        value: 'interleaved2of5',
      },
      {
        name: 'Isbn',
        value: 'isbn',
      },
      {
        name: 'Ismn',
        value: 'ismn',
      },
      {
        name: 'Issn',
        value: 'issn',
      },
      {
        name: 'Itf14',
        value: 'itf14',
      },
      {
        name: 'Japanpost',
        value: 'japanpost',
      },
      {
        name: 'Kix',
        value: 'kix',
      },
      {
        name: 'Leitcode',
        value: 'leitcode',
      },
      {
        name: 'Matrix2of5',
        value: 'matrix2of5',
      },
      {
        name: 'Maxicode',
        value: 'maxicode',
      },
      {
        name: 'Micropdf417',
        value: 'micropdf417',
      },
      {
        name: 'Msi',
        value: 'msi',
      },
      {
        name: 'Onecode',
        value: 'onecode',
      },
      {
        name: 'Pdf417',
        value: 'pdf417',
      },
      {
        name: 'Pdf417compact',
        value: 'pdf417compact',
      },
      {
        name: 'Pharmacode',
        value: 'pharmacode',
      },
      {
        name: 'Pharmacode2',
        value: 'pharmacode2',
      },
      {
        name: 'Planet',
        value: 'planet',
      },
      {
        name: 'Plessey',
        value: 'plessey',
      },
      {
        name: 'Posicode',
        value: 'posicode',
      },
      {
        name: 'Postnet',
        value: 'postnet',
      },
      {
        name: 'Pzn',
        value: 'pzn',
      },
      {
        name: 'RationalizedCodabar',
        value: 'rationalizedCodabar',
      },
      {
        name: 'Raw',
        value: 'raw',
      },
      {
        name: 'Royalmail',
        value: 'royalmail',
      },
      {
        name: 'Sscc18',
        value: 'sscc18',
      },
      {
        name: 'Symbol',
        value: 'symbol',
      },
      {
        name: 'Telepen',
        value: 'telepen',
      },
      {
        name: 'Telepennumeric',
        value: 'telepennumeric',
      },
      {
        name: 'Ultracode',
        value: 'ultracode',
      },
      {
        name: 'Upca',
        value: 'upca',
      },
      {
        name: 'Upcacomposite',
        value: 'upcacomposite',
      },
      {
        name: 'Upce',
        value: 'upce',
      },
      {
        name: 'Upcecomposite',
        value: 'upcecomposite',
      },
    ],
    displayOptions: {
      show: {
        group: ['image'],
        tool: ['getBarcodeEncoded'],
      },
    },
  },
  {
    displayName: 'Author',
    name: 'author',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['product', 'product'],
        tool: ['getBookAuthorLookup', 'getBookListAuthorLookup'],
      },
    },
  },
  {
    displayName: 'Category',
    name: 'category',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['product', 'product', 'geographic', 'geographic'],
        tool: ['getBookCategoryLookup', 'getBookListCategoryLookup', 'getLocationByParams', 'getLocationListByParams'],
      },
    },
  },
  {
    displayName: 'Isbn',
    name: 'isbn',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['product', 'product', 'product', 'product', 'product', 'product', 'product'],
        tool: [
          'checkBookIsbn',
          'checkBookIsbnExist',
          'getBookIsbnLookup',
          'checkBookIsbn10',
          'getBookIsbn10ToIsbn13',
          'checkBookIsbn13',
          'getBookIsbn13ToIsbn10',
        ],
      },
    },
  },
  {
    displayName: 'Publisher',
    name: 'publisher',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['product', 'product'],
        tool: ['getBookListPublisherLookup', 'getBookPublisherLookup'],
      },
    },
  },
  {
    displayName: 'Title',
    name: 'title',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['product', 'product'],
        tool: ['getBookListTitleLookup', 'getBookTitleLookup'],
      },
    },
  },
  {
    displayName: 'Dni',
    name: 'dni',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['personal', 'personal', 'personal'],
        tool: ['getNifByDni', 'getDniNormalized', 'checkDniValid'],
      },
    },
  },
  {
    displayName: 'Cif',
    name: 'cif',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['company', 'company', 'company'],
        tool: ['getCifNormalized', 'checkCifValid', 'getCompanyByCif'],
      },
    },
  },
  {
    displayName: 'Nie',
    name: 'nie',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['personal', 'personal'],
        tool: ['getNieNormalized', 'checkNieValid'],
      },
    },
  },
  {
    displayName: 'Nif',
    name: 'nif',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['personal', 'personal', 'personal'],
        tool: ['getNifNormalized', 'checkNifValid', 'checkRobinsonNifExist'],
      },
    },
  },
  {
    displayName: 'Ip',
    name: 'ip',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: [
          'geographic',
          'company',
          'company',
          'geographic',
          'geographic',
          'finance',
          'finance',
          'internet',
          'internet',
          'internet',
          'security',
          'geographic',
          'geographic',
          'geographic',
          'geographic',
          'geographic',
          'geographic',
          'internet',
          'geographic',
          'text',
          'text',
          'text',
          'geographic',
          'finance',
          'geographic',
        ],
        tool: [
          'getCityByIp',
          'getCompanyByIp',
          'getCompanyGeocodedByIp',
          'getCoordinateByIp',
          'getCountryByIp',
          'getCurrencyByIp',
          'getCurrencyListByIp',
          'getDomainByIp',
          'checkDomainReverse',
          'getIpWhois',
          'getIpBlacklists',
          'getLocaleByIp',
          'getLocationByIp',
          'getReputationByIp',
          'getTimeByIp',
          'getLocationExtendedByIp',
          'getLocationGeocodedByIp',
          'getNetAton',
          'getNetByIp',
          'checkStringIp',
          'checkStringIp4',
          'checkStringIp6',
          'getProvinceByIp',
          'getVatByIp',
          'getZipcodeByIp',
        ],
      },
    },
  },
  {
    displayName: 'City',
    name: 'city',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['geographic', 'geographic', 'geographic'],
        tool: ['getCityByName', 'getCityListByName', 'getCityNormalized'],
      },
    },
  },
  {
    displayName: 'Phone',
    name: 'phone',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: [
          'geographic',
          'geographic',
          'company',
          'company',
          'geographic',
          'geographic',
          'personal',
          'communication',
          'communication',
          'communication',
          'communication',
          'communication',
          'communication',
          'communication',
          'geographic',
          'geographic',
          'communication',
          'finance',
        ],
        tool: [
          'getCityByPhone',
          'getCityListByPhone',
          'getCompanyByPhone',
          'getPersonListByParams',
          'getCountryByPhone',
          'getLocationByPhone',
          'getProfileLinkedinByPhone',
          'getPhoneFixed',
          'checkPhoneFormat',
          'checkPhoneFormatEs',
          'getPhoneNormalized',
          'checkPhoneOrMobileValid',
          'getPhoneParsed',
          'checkPhoneValidPrefix',
          'getProvinceByPhone',
          'getProvinceListByPhone',
          'checkRobinsonPhoneExist',
          'getVatByPhone',
        ],
      },
    },
  },
  {
    displayName: 'Zipcode',
    name: 'zipcode',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: [
          'geographic',
          'geographic',
          'geographic',
          'geographic',
          'geographic',
          'geographic',
          'finance',
          'geographic',
          'geographic',
          'geographic',
          'geographic',
          'geographic',
        ],
        tool: [
          'getCityByZipcode',
          'getCityListByZipcode',
          'getCommunityByZipcode',
          'getLocationByZipcode',
          'getProvinceByZipcode',
          'getProvinceListByZipcode',
          'getVatByZipcode',
          'getZipcodeByPrefix',
          'checkZipcodeExist',
          'checkZipcodeFormat',
          'getZipcodeListByPrefix',
          'getZipcodeNormalized',
        ],
      },
    },
  },
  {
    displayName: 'Upc',
    name: 'upc',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['product', 'product', 'product'],
        tool: ['checkUpcExist', 'checkUpcFormat', 'getUpcLookup'],
      },
    },
  },
  {
    displayName: 'Isin',
    name: 'isin',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['company'],
        tool: ['checkNumberIsin'],
      },
    },
  },
  {
    displayName: 'Number',
    name: 'number',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: [
          'company',
          'text',
          'text',
          'communication',
          'communication',
          'internet',
          'internet',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
        ],
        tool: [
          'checkNumberSsEs',
          'checkListMax',
          'checkListMin',
          'getMobileOrPhoneLookupEs',
          'getMobileOrPhoneMnpEs',
          'getNetFixip',
          'getNetNtoa',
          'checkNumberDecimal',
          'checkNumberEven',
          'checkNumberMod',
          'checkNumberNatural',
          'checkNumberOdd',
          'checkNumberPrime',
        ],
      },
    },
  },
  {
    displayName: 'Uuid',
    name: 'uuid',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['security'],
        tool: ['checkNumberUuid'],
      },
    },
  },
  {
    displayName: 'Domain',
    name: 'domain',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: [
          'company',
          'company',
          'company',
          'company',
          'company',
          'company',
          'company',
          'company',
          'company',
          'company',
          'company',
          'company',
          'security',
          'internet',
          'communication',
          'internet',
          'internet',
          'communication',
          'internet',
          'internet',
          'communication',
          'internet',
          'image',
          'internet',
          'internet',
          'internet',
          'internet',
          'internet',
          'internet',
          'internet',
          'internet',
          'internet',
          'communication',
          'communication',
          'communication',
          'communication',
          'internet',
          'internet',
          'communication',
          'communication',
          'communication',
        ],
        tool: [
          'getCompanyByDomain',
          'getPersonEmailsByDomainAndArea',
          'getProfileFacebookByCompanyDomain',
          'getCompanyFinancialByDomain',
          'getProfileGithubByCompanyDomain',
          'getProfileInstagramByCompanyDomain',
          'getProfileLinkedinByCompanyDomain',
          'getCompanyNameByDomain',
          'getCompanyPhoneByDomain',
          'getProfilePinterestByCompanyDomain',
          'getProfileTwitterByCompanyDomain',
          'getProfileYoutubeByCompanyDomain',
          'getDomainBlacklists',
          'getUrlByDomain',
          'checkDomainCatchall',
          'checkDomainCertificate',
          'getDomainCertificate',
          'checkDomainDisposable',
          'checkDomainExist',
          'checkDomainFormat',
          'checkDomainFree',
          'getDomainIsp',
          'getDomainLogo',
          'checkDomainMx',
          'checkDomainRecord',
          'getDomainRecord',
          'getDomainRecords',
          'checkDomainReverse',
          'getDomainReverseIp',
          'getDomainTechnologies',
          'getDomainVisits',
          'getDomainWhois',
          'getEmailGdprListByDomain',
          'getEmailListByDomain',
          'getEmailRecipient',
          'getEmailRecipientByDomainAndFullname',
          'getFeedEntriesByDomain',
          'getFeedLastEntryByDomain',
          'checkSocialDomainExist',
          'getSocialDomainLookup',
          'getSocialDomainParsed',
        ],
      },
    },
  },
  {
    displayName: 'Duns',
    name: 'duns',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['company', 'company'],
        tool: ['getCompanyByDuns', 'getCompanyFinancialByDuns'],
      },
    },
  },
  {
    displayName: 'Email',
    name: 'email',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: [
          'company',
          'company',
          'communication',
          'communication',
          'communication',
          'communication',
          'communication',
          'communication',
          'communication',
          'communication',
          'communication',
          'communication',
          'communication',
          'communication',
          'communication',
          'communication',
          'communication',
          'communication',
          'personal',
          'personal',
          'personal',
          'personal',
          'personal',
          'personal',
          'communication',
          'communication',
          'communication',
        ],
        tool: [
          'getCompanyByEmail',
          'getPersonListByParams',
          'checkEmailCatchall',
          'checkEmailDisposable',
          'getEmailDomain',
          'checkEmailExists',
          'checkEmailExistsExtended',
          'getEmailFirstReferences',
          'getEmailFix',
          'checkEmailFormat',
          'checkEmailFree',
          'getEmailListByEmail',
          'getEmailNormalized',
          'getEmailReferences',
          'checkEmailRole',
          'checkEmailSmtp',
          'checkEmailSpamtrap',
          'getEmailType',
          'getGenderByEmail',
          'getPersonByEmail',
          'sendPersonEmailToList',
          'getPersonExtendedByEmail',
          'getPersonExtendedByEmailAndCompany',
          'getProfileLinkedinByEmail',
          'checkRobinsonEmailExist',
          'checkSocialEmailExist',
          'getSocialEmailLookup',
        ],
      },
    },
  },
  {
    displayName: 'Name',
    name: 'name',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: [
          'company',
          'company',
          'company',
          'company',
          'personal',
          'geographic',
          'geographic',
          'geographic',
          'geographic',
          'personal',
          'personal',
          'geographic',
          'personal',
          'personal',
        ],
        tool: [
          'getCompanyByName',
          'getCompanyDomainByName',
          'getCompanyFinancialByName',
          'getCompanyPhoneByName',
          'getGenderByPersonalName',
          'getLocationByName',
          'getLocationByParams',
          'getLocationListByName',
          'getLocationListByParams',
          'getNameByPrefix',
          'checkNameExist',
          'getNameListByPrefix',
          'getNameNormalized',
          'checkNameValid',
        ],
      },
    },
  },
  {
    displayName: 'Url',
    name: 'url',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: [
          'company',
          'internet',
          'internet',
          'image',
          'internet',
          'internet',
          'internet',
          'image',
          'image',
          'image',
          'image',
          'communication',
          'communication',
          'communication',
          'communication',
          'communication',
          'communication',
          'communication',
          'internet',
          'internet',
          'internet',
          'internet',
          'internet',
          'internet',
          'internet',
          'internet',
          'internet',
          'internet',
          'internet',
          'communication',
        ],
        tool: [
          'getCompanyByProfile',
          'getDomainByUrl',
          'getUrlPdf',
          'getUrlScreenshot',
          'getUrlShareableLinks',
          'getUrlTechnologies',
          'getUrlUnshortened',
          'getImageExif',
          'getImageOcr',
          'getImageWithText',
          'getQrDecoded',
          'getLinkedinGroupMembers',
          'getLinkedinPostComments',
          'getLinkedinPostLikes',
          'getLinkedinProfiles',
          'getLinkedinProfilesByCompany',
          'getLinkedinPublicProfileBySalesProfile',
          'sendLinkedinVisit',
          'getUrlAnalysis',
          'checkUrlContains',
          'getUrlContents',
          'getUrlContentsParsed',
          'getUrlDecode',
          'getUrlEncode',
          'checkUrlExist',
          'getUrlListContentsParsed',
          'getUrlParsed',
          'getUrlTables',
          'checkUrlValid',
          'getSocialUriParsed',
        ],
      },
    },
  },
  {
    displayName: 'Profile',
    name: 'profile',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: [
          'personal',
          'personal',
          'communication',
          'communication',
          'communication',
          'communication',
          'communication',
          'communication',
          'communication',
          'personal',
        ],
        tool: [
          'getPersonByProfile',
          'getPersonExtendedByProfile',
          'sendLinkedinInvitation',
          'sendLinkedinInvitationOrMessage',
          'sendLinkedinMessage',
          'getEmailPersonalRecipientByProfile',
          'getEmailRecipientByProfile',
          'getLinkedinProfile',
          'checkLinkedinProfileIsContact',
          'sendPersonProfileToList',
        ],
      },
    },
  },
  {
    displayName: 'Role',
    name: 'role',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['company'],
        tool: ['getRoleClassified'],
      },
    },
  },
  {
    displayName: 'Taxid',
    name: 'taxid',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['company', 'company'],
        tool: ['checkCompanyDebtorByTaxid', 'getCompanyFinancialByTaxid'],
      },
    },
  },
  {
    displayName: 'Company',
    name: 'company',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: [
          'company',
          'company',
          'company',
          'company',
          'company',
          'company',
          'company',
          'communication',
          'communication',
          'personal',
          'personal',
          'personal',
          'personal',
        ],
        tool: [
          'getPersonDecisionMaker',
          'getPersonDecisionMakerBySearch',
          'getProfileFacebookByCompany',
          'getProfileLinkedinByCompany',
          'getPersonListByParams',
          'getPersonMultipleDecisionMakerBySearch',
          'getProfileTwitterByCompany',
          'getEmailRecipientByCompanyAndFullname',
          'getEmailRecipientByCompanyFirstnameAndLastname',
          'getPersonByFirstnameLastnameCompanyLocation',
          'getPersonExtendedByEmailAndCompany',
          'getProfileByEmployeeData',
          'getProfileXingByEmployeeData',
        ],
      },
    },
  },
  {
    displayName: 'Area',
    name: 'area',
    type: 'options',
    default: '',
    required: false,
    options: [
      {
        name: 'Communications',
        value: 'Communications',
      },
      {
        name: 'Consulting',
        value: 'Consulting',
      },
      {
        name: 'Customer service',
        value: 'Customer service',
      },
      {
        name: 'Education',
        value: 'Education',
      },
      {
        name: 'Engineering',
        value: 'Engineering',
      },
      {
        name: 'Finance',
        value: 'Finance',
      },
      {
        name: 'Health professional',
        value: 'Health professional',
      },
      {
        name: 'Human resources',
        value: 'Human resources',
      },
      {
        name: 'Information technology',
        value: 'Information technology',
      },
      {
        name: 'Legal',
        value: 'Legal',
      },
      {
        name: 'Marketing',
        value: 'Marketing',
      },
      {
        name: 'Operations',
        value: 'Operations',
      },
      {
        name: 'Owner',
        value: 'Owner',
      },
      {
        name: 'President',
        value: 'President',
      },
      {
        name: 'Product',
        value: 'Product',
      },
      {
        name: 'Public relations',
        value: 'Public relations',
      },
      {
        name: 'Real estate',
        value: 'Real estate',
      },
      {
        name: 'Recruiting',
        value: 'Recruiting',
      },
      {
        name: 'Research',
        value: 'Research',
      },
      {
        name: 'Sales',
        value: 'Sales',
      },
    ],
    displayOptions: {
      show: {
        group: ['company', 'company', 'company', 'company', 'company'],
        tool: [
          'getPersonDecisionMaker',
          'getPersonDecisionMakerBySearch',
          'getPersonEmailsByDomainAndArea',
          'getPersonListByParams',
          'getPersonMultipleDecisionMakerBySearch',
        ],
      },
    },
  },
  {
    displayName: 'Clevel',
    name: 'clevel',
    type: 'options',
    default: '',
    required: false,
    options: [
      {
        name: 'No',
        value: 'No',
      },
      {
        name: 'Yes',
        value: 'Yes',
      },
    ],
    displayOptions: {
      show: {
        group: ['company', 'company'],
        tool: ['getPersonDecisionMakerBySearch', 'getPersonMultipleDecisionMakerBySearch'],
      },
    },
  },
  {
    displayName: 'Location',
    name: 'location',
    type: 'string',
    default: '',
    required: false,
    displayOptions: {
      show: {
        group: ['company', 'company', 'geographic', 'geographic', 'personal'],
        tool: [
          'getPersonDecisionMakerBySearch',
          'getPersonMultipleDecisionMakerBySearch',
          'getLocationByParams',
          'getLocationListByParams',
          'getPersonByFirstnameLastnameCompanyLocation',
        ],
      },
    },
  },
  {
    displayName: 'Keyword',
    name: 'keyword',
    type: 'string',
    default: '',
    required: false,
    displayOptions: {
      show: {
        group: ['company', 'company'],
        tool: ['getPersonDecisionMakerBySearch', 'getPersonMultipleDecisionMakerBySearch'],
      },
    },
  },
  {
    displayName: 'Message',
    name: 'message',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['communication', 'communication'],
        tool: ['sendLinkedinInvitation', 'sendLinkedinMessage'],
      },
    },
  },
  {
    displayName: 'Message1',
    name: 'message1',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['communication'],
        tool: ['sendLinkedinInvitationOrMessage'],
      },
    },
  },
  {
    displayName: 'Message2',
    name: 'message2',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['communication'],
        tool: ['sendLinkedinInvitationOrMessage'],
      },
    },
  },
  {
    displayName: 'Seniority',
    name: 'seniority',
    type: 'options',
    default: '',
    required: false,
    options: [
      {
        name: 'Apprentice',
        value: 'Apprentice',
      },
      {
        name: 'Director',
        value: 'Director',
      },
      {
        name: 'Executive',
        value: 'Executive',
      },
      {
        name: 'Intermediate',
        value: 'Intermediate',
      },
      {
        name: 'Manager',
        value: 'Manager',
      },
    ],
    displayOptions: {
      show: {
        group: ['company'],
        tool: ['getPersonListByParams'],
      },
    },
  },
  {
    displayName: 'Address1',
    name: 'address1',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['geographic', 'geographic'],
        tool: ['getDistanceByAddresses', 'getRouteByAddresses'],
      },
    },
  },
  {
    displayName: 'Address2',
    name: 'address2',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['geographic', 'geographic'],
        tool: ['getDistanceByAddresses', 'getRouteByAddresses'],
      },
    },
  },
  {
    displayName: 'Fuel consumption',
    name: 'fuel_consumption',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['geographic', 'geographic'],
        tool: ['getRouteByAddresses', 'getRouteByIps'],
      },
    },
  },
  {
    displayName: 'Price liter',
    name: 'price_liter',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['geographic', 'geographic'],
        tool: ['getRouteByAddresses', 'getRouteByIps'],
      },
    },
  },
  {
    displayName: 'Coordinates1',
    name: 'coordinates1',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['geographic', 'geographic', 'geographic', 'geographic', 'geographic', 'geographic', 'geographic'],
        tool: [
          'getDistanceByCoordinates',
          'getRouteByCoordinates',
          'checkDistanceEq',
          'checkDistanceGe',
          'checkDistanceGt',
          'checkDistanceLe',
          'checkDistanceLt',
        ],
      },
    },
  },
  {
    displayName: 'Coordinates2',
    name: 'coordinates2',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['geographic', 'geographic', 'geographic', 'geographic', 'geographic', 'geographic', 'geographic'],
        tool: [
          'getDistanceByCoordinates',
          'getRouteByCoordinates',
          'checkDistanceEq',
          'checkDistanceGe',
          'checkDistanceGt',
          'checkDistanceLe',
          'checkDistanceLt',
        ],
      },
    },
  },
  {
    displayName: 'Ip1',
    name: 'ip1',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['geographic', 'geographic'],
        tool: ['getDistanceByIps', 'getRouteByIps'],
      },
    },
  },
  {
    displayName: 'Ip2',
    name: 'ip2',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['geographic', 'geographic'],
        tool: ['getDistanceByIps', 'getRouteByIps'],
      },
    },
  },
  {
    displayName: 'Phone1',
    name: 'phone1',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['geographic', 'geographic'],
        tool: ['getDistanceByPhones', 'getRouteByPhones'],
      },
    },
  },
  {
    displayName: 'Phone2',
    name: 'phone2',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['geographic', 'geographic'],
        tool: ['getDistanceByPhones', 'getRouteByPhones'],
      },
    },
  },
  {
    displayName: 'Zipcode1',
    name: 'zipcode1',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['geographic', 'geographic'],
        tool: ['getDistanceByZipcodes', 'getRouteByZipcodes'],
      },
    },
  },
  {
    displayName: 'Zipcode2',
    name: 'zipcode2',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['geographic', 'geographic'],
        tool: ['getDistanceByZipcodes', 'getRouteByZipcodes'],
      },
    },
  },
  {
    displayName: 'Distance',
    name: 'distance',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['geographic', 'geographic', 'geographic', 'geographic', 'geographic'],
        tool: ['checkDistanceEq', 'checkDistanceGe', 'checkDistanceGt', 'checkDistanceLe', 'checkDistanceLt'],
      },
    },
  },
  {
    displayName: 'Coin',
    name: 'coin',
    type: 'options',
    default: '',
    required: true,
    options: [
      {
        name: '0x',
        value: '0x',
      },
      {
        name: 'Aave Coin',
        value: 'Aave Coin',
      },
      {
        name: 'Algorand',
        value: 'Algorand',
      },
      {
        name: 'Aragon',
        value: 'Aragon',
      },
      {
        name: 'Augur',
        value: 'Augur',
      },
      {
        name: 'AugurV2',
        value: 'AugurV2',
      },
      {
        name: 'AuroraCoin',
        value: 'AuroraCoin',
      },
      {
        name: 'BTU Protocol',
        value: 'BTU Protocol',
      },
      {
        name: 'Bancor',
        value: 'Bancor',
      },
      {
        name: 'Bankex',
        value: 'Bankex',
      },
      {
        name: 'Basic Attention Token',
        value: 'Basic Attention Token',
      },
      {
        name: 'BeaverCoin',
        value: 'BeaverCoin',
      },
      {
        name: 'BioCoin',
        value: 'BioCoin',
      },
      {
        name: 'Bitcoin',
        value: 'Bitcoin',
      },
      {
        name: 'Bitcoin SV',
        value: 'Bitcoin SV',
      },
      {
        name: 'BitcoinCash',
        value: 'BitcoinCash',
      },
      {
        name: 'BitcoinGold',
        value: 'BitcoinGold',
      },
      {
        name: 'BitcoinPrivate',
        value: 'BitcoinPrivate',
      },
      {
        name: 'BitcoinZ',
        value: 'BitcoinZ',
      },
      {
        name: 'BlockTrade',
        value: 'BlockTrade',
      },
      {
        name: 'CUSD',
        value: 'CUSD',
      },
      {
        name: 'Callisto',
        value: 'Callisto',
      },
      {
        name: 'Cardano',
        value: 'Cardano',
      },
      {
        name: 'Chainlink',
        value: 'Chainlink',
      },
      {
        name: 'Civic',
        value: 'Civic',
      },
      {
        name: 'Compound',
        value: 'Compound',
      },
      {
        name: 'Cred',
        value: 'Cred',
      },
      {
        name: 'Crypto.com Coin',
        value: 'Crypto.com Coin',
      },
      {
        name: 'Dash',
        value: 'Dash',
      },
      {
        name: 'Decentraland',
        value: 'Decentraland',
      },
      {
        name: 'Decred',
        value: 'Decred',
      },
      {
        name: 'DigiByte',
        value: 'DigiByte',
      },
      {
        name: 'District0x',
        value: 'District0x',
      },
      {
        name: 'DogeCoin',
        value: 'DogeCoin',
      },
      {
        name: 'EOS',
        value: 'EOS',
      },
      {
        name: 'Enjin Coin',
        value: 'Enjin Coin',
      },
      {
        name: 'EtherZero',
        value: 'EtherZero',
      },
      {
        name: 'Ethereum',
        value: 'Ethereum',
      },
      {
        name: 'EthereumClassic',
        value: 'EthereumClassic',
      },
      {
        name: 'Expanse',
        value: 'Expanse',
      },
      {
        name: 'FirmaChain',
        value: 'FirmaChain',
      },
      {
        name: 'FreiCoin',
        value: 'FreiCoin',
      },
      {
        name: 'GameCredits',
        value: 'GameCredits',
      },
      {
        name: 'GarliCoin',
        value: 'GarliCoin',
      },
      {
        name: 'Gnosis',
        value: 'Gnosis',
      },
      {
        name: 'Golem',
        value: 'Golem',
      },
      {
        name: 'Golem (GNT)',
        value: 'Golem (GNT)',
      },
      {
        name: 'HedgeTrade',
        value: 'HedgeTrade',
      },
      {
        name: 'Hush',
        value: 'Hush',
      },
      {
        name: 'HyperSpace',
        value: 'HyperSpace',
      },
      {
        name: 'Komodo',
        value: 'Komodo',
      },
      {
        name: 'LBRY Credits',
        value: 'LBRY Credits',
      },
      {
        name: 'Lisk',
        value: 'Lisk',
      },
      {
        name: 'LiteCoin',
        value: 'LiteCoin',
      },
      {
        name: 'Loom Network',
        value: 'Loom Network',
      },
      {
        name: 'Maker',
        value: 'Maker',
      },
      {
        name: 'Matchpool',
        value: 'Matchpool',
      },
      {
        name: 'Matic',
        value: 'Matic',
      },
      {
        name: 'MegaCoin',
        value: 'MegaCoin',
      },
      {
        name: 'Melon',
        value: 'Melon',
      },
      {
        name: 'Metal',
        value: 'Metal',
      },
      {
        name: 'MonaCoin',
        value: 'MonaCoin',
      },
      {
        name: 'Monero',
        value: 'Monero',
      },
      {
        name: 'Multi-collateral DAI',
        value: 'Multi-collateral DAI',
      },
      {
        name: 'NameCoin',
        value: 'NameCoin',
      },
      {
        name: 'Nano',
        value: 'Nano',
      },
      {
        name: 'Nem',
        value: 'Nem',
      },
      {
        name: 'Neo',
        value: 'Neo',
      },
      {
        name: 'NeoGas',
        value: 'NeoGas',
      },
      {
        name: 'Numeraire',
        value: 'Numeraire',
      },
      {
        name: 'Ocean Protocol',
        value: 'Ocean Protocol',
      },
      {
        name: 'Odyssey',
        value: 'Odyssey',
      },
      {
        name: 'OmiseGO',
        value: 'OmiseGO',
      },
      {
        name: 'PIVX',
        value: 'PIVX',
      },
      {
        name: 'Paxos',
        value: 'Paxos',
      },
      {
        name: 'PeerCoin',
        value: 'PeerCoin',
      },
      {
        name: 'Polkadot',
        value: 'Polkadot',
      },
      {
        name: 'Polymath',
        value: 'Polymath',
      },
      {
        name: 'PrimeCoin',
        value: 'PrimeCoin',
      },
      {
        name: 'ProtoShares',
        value: 'ProtoShares',
      },
      {
        name: 'Qtum',
        value: 'Qtum',
      },
      {
        name: 'Quant',
        value: 'Quant',
      },
      {
        name: 'Quantum Resistant Ledger',
        value: 'Quantum Resistant Ledger',
      },
      {
        name: 'RaiBlocks',
        value: 'RaiBlocks',
      },
      {
        name: 'Ripio Credit Network',
        value: 'Ripio Credit Network',
      },
      {
        name: 'Ripple',
        value: 'Ripple',
      },
      {
        name: 'SOLVE',
        value: 'SOLVE',
      },
      {
        name: 'Salt',
        value: 'Salt',
      },
      {
        name: 'Serve',
        value: 'Serve',
      },
      {
        name: 'Siacoin',
        value: 'Siacoin',
      },
      {
        name: 'SnowGem',
        value: 'SnowGem',
      },
      {
        name: 'SolarCoin',
        value: 'SolarCoin',
      },
      {
        name: 'Spendcoin',
        value: 'Spendcoin',
      },
      {
        name: 'Status',
        value: 'Status',
      },
      {
        name: 'Stellar',
        value: 'Stellar',
      },
      {
        name: 'Storj',
        value: 'Storj',
      },
      {
        name: 'Storm',
        value: 'Storm',
      },
      {
        name: 'StormX',
        value: 'StormX',
      },
      {
        name: 'Swarm City',
        value: 'Swarm City',
      },
      {
        name: 'Synthetix Network',
        value: 'Synthetix Network',
      },
      {
        name: 'TEMCO',
        value: 'TEMCO',
      },
      {
        name: 'Tap',
        value: 'Tap',
      },
      {
        name: 'TenX',
        value: 'TenX',
      },
      {
        name: 'Tether',
        value: 'Tether',
      },
      {
        name: 'Tezos',
        value: 'Tezos',
      },
      {
        name: 'Tron',
        value: 'Tron',
      },
      {
        name: 'TrueUSD',
        value: 'TrueUSD',
      },
      {
        name: 'USD Coin',
        value: 'USD Coin',
      },
      {
        name: 'Uniswap Coin',
        value: 'Uniswap Coin',
      },
      {
        name: 'VeChain',
        value: 'VeChain',
      },
      {
        name: 'VertCoin',
        value: 'VertCoin',
      },
      {
        name: 'Viberate',
        value: 'Viberate',
      },
      {
        name: 'VoteCoin',
        value: 'VoteCoin',
      },
      {
        name: 'Waves',
        value: 'Waves',
      },
      {
        name: 'Wings',
        value: 'Wings',
      },
      {
        name: 'ZCash',
        value: 'ZCash',
      },
      {
        name: 'ZClassic',
        value: 'ZClassic',
      },
      {
        name: 'ZenCash',
        value: 'ZenCash',
      },
      {
        name: 'IExec RLC',
        value: 'iExec RLC',
      },
      {
        name: 'Loki',
        value: 'loki',
      },
    ],
    displayOptions: {
      show: {
        group: ['finance'],
        tool: ['checkCryptoWalletAddressValid'],
      },
    },
  },
  {
    displayName: 'Country code',
    name: 'country_code',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['finance'],
        tool: ['getCurrencyByCountryIsocode'],
      },
    },
  },
  {
    displayName: 'Amount',
    name: 'amount',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['finance', 'communication'],
        tool: ['getCurrencyConvertedBetweenIsocodeDate', 'getLinkedinProfiles'],
      },
    },
  },
  {
    displayName: 'Isocode1',
    name: 'isocode1',
    type: 'options',
    default: '',
    required: true,
    options: [
      {
        name: 'AUD',
        value: 'AUD',
      },
      {
        name: 'BGN',
        value: 'BGN',
      },
      {
        name: 'BRL',
        value: 'BRL',
      },
      {
        name: 'CAD',
        value: 'CAD',
      },
      {
        name: 'CHF',
        value: 'CHF',
      },
      {
        name: 'CNY',
        value: 'CNY',
      },
      {
        name: 'CZK',
        value: 'CZK',
      },
      {
        name: 'DKK',
        value: 'DKK',
      },
      {
        name: 'EUR',
        value: 'EUR',
      },
      {
        name: 'GBP',
        value: 'GBP',
      },
      {
        name: 'HKD',
        value: 'HKD',
      },
      {
        name: 'HRK',
        value: 'HRK',
      },
      {
        name: 'HUF',
        value: 'HUF',
      },
      {
        name: 'IDR',
        value: 'IDR',
      },
      {
        name: 'ILS',
        value: 'ILS',
      },
      {
        name: 'INR',
        value: 'INR',
      },
      {
        name: 'ISK',
        value: 'ISK',
      },
      {
        name: 'JPY',
        value: 'JPY',
      },
      {
        name: 'KRW',
        value: 'KRW',
      },
      {
        name: 'MXN',
        value: 'MXN',
      },
      {
        name: 'MYR',
        value: 'MYR',
      },
      {
        name: 'NOK',
        value: 'NOK',
      },
      {
        name: 'NZD',
        value: 'NZD',
      },
      {
        name: 'PHP',
        value: 'PHP',
      },
      {
        name: 'PLN',
        value: 'PLN',
      },
      {
        name: 'RON',
        value: 'RON',
      },
      {
        name: 'RUB',
        value: 'RUB',
      },
      {
        name: 'SEK',
        value: 'SEK',
      },
      {
        name: 'SGD',
        value: 'SGD',
      },
      {
        name: 'THB',
        value: 'THB',
      },
      {
        name: 'TRY',
        value: 'TRY',
      },
      {
        name: 'USD',
        value: 'USD',
      },
      {
        name: 'ZAR',
        value: 'ZAR',
      },
    ],
    displayOptions: {
      show: {
        group: ['finance'],
        tool: ['getCurrencyConvertedBetweenIsocodeDate'],
      },
    },
  },
  {
    displayName: 'Isocode2',
    name: 'isocode2',
    type: 'options',
    default: '',
    required: true,
    options: [
      {
        name: 'AUD',
        value: 'AUD',
      },
      {
        name: 'BGN',
        value: 'BGN',
      },
      {
        name: 'BRL',
        value: 'BRL',
      },
      {
        name: 'CAD',
        value: 'CAD',
      },
      {
        name: 'CHF',
        value: 'CHF',
      },
      {
        name: 'CNY',
        value: 'CNY',
      },
      {
        name: 'CZK',
        value: 'CZK',
      },
      {
        name: 'DKK',
        value: 'DKK',
      },
      {
        name: 'EUR',
        value: 'EUR',
      },
      {
        name: 'GBP',
        value: 'GBP',
      },
      {
        name: 'HKD',
        value: 'HKD',
      },
      {
        name: 'HRK',
        value: 'HRK',
      },
      {
        name: 'HUF',
        value: 'HUF',
      },
      {
        name: 'IDR',
        value: 'IDR',
      },
      {
        name: 'ILS',
        value: 'ILS',
      },
      {
        name: 'INR',
        value: 'INR',
      },
      {
        name: 'ISK',
        value: 'ISK',
      },
      {
        name: 'JPY',
        value: 'JPY',
      },
      {
        name: 'KRW',
        value: 'KRW',
      },
      {
        name: 'MXN',
        value: 'MXN',
      },
      {
        name: 'MYR',
        value: 'MYR',
      },
      {
        name: 'NOK',
        value: 'NOK',
      },
      {
        name: 'NZD',
        value: 'NZD',
      },
      {
        name: 'PHP',
        value: 'PHP',
      },
      {
        name: 'PLN',
        value: 'PLN',
      },
      {
        name: 'RON',
        value: 'RON',
      },
      {
        name: 'RUB',
        value: 'RUB',
      },
      {
        name: 'SEK',
        value: 'SEK',
      },
      {
        name: 'SGD',
        value: 'SGD',
      },
      {
        name: 'THB',
        value: 'THB',
      },
      {
        name: 'TRY',
        value: 'TRY',
      },
      {
        name: 'USD',
        value: 'USD',
      },
      {
        name: 'ZAR',
        value: 'ZAR',
      },
    ],
    displayOptions: {
      show: {
        group: ['finance'],
        tool: ['getCurrencyConvertedBetweenIsocodeDate'],
      },
    },
  },
  {
    displayName: 'Date1',
    name: 'date1',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['personal', 'personal', 'personal', 'personal', 'personal', 'personal', 'personal'],
        tool: [
          'checkDateBetw',
          'getDateDifference',
          'checkDateEq',
          'checkDateGe',
          'checkDateGt',
          'checkDateLe',
          'checkDateLt',
        ],
      },
    },
  },
  {
    displayName: 'Date2',
    name: 'date2',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['personal', 'personal', 'personal', 'personal', 'personal', 'personal', 'personal'],
        tool: [
          'checkDateBetw',
          'getDateDifference',
          'checkDateEq',
          'checkDateGe',
          'checkDateGt',
          'checkDateLe',
          'checkDateLt',
        ],
      },
    },
  },
  {
    displayName: 'Date3',
    name: 'date3',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['personal'],
        tool: ['checkDateBetw'],
      },
    },
  },
  {
    displayName: 'Period',
    name: 'period',
    type: 'options',
    default: '',
    required: true,
    options: [
      {
        name: 'Days',
        value: 'days',
      },
      {
        name: 'Hours',
        value: 'hours',
      },
      {
        name: 'Minutes',
        value: 'minutes',
      },
      {
        name: 'Seconds',
        value: 'seconds',
      },
    ],
    displayOptions: {
      show: {
        group: ['personal'],
        tool: ['getDateDifference'],
      },
    },
  },
  {
    displayName: 'Useragent',
    name: 'useragent',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['internet', 'image'],
        tool: ['getDeviceByUa', 'getUrlScreenshot'],
      },
    },
  },
  {
    displayName: 'Type',
    name: 'type',
    type: 'options',
    default: '',
    required: false,
    options: [
      {
        name: 'A',
        value: 'A',
      },
      {
        name: 'AAAA',
        value: 'AAAA',
      },
      {
        name: 'CNAME',
        value: 'CNAME',
      },
      {
        name: 'MX',
        value: 'MX',
      },
      {
        name: 'NS',
        value: 'NS',
      },
      {
        name: 'TXT',
        value: 'TXT',
      },
    ],
    displayOptions: {
      show: {
        group: ['internet', 'internet', 'communication'],
        tool: ['checkDomainRecord', 'getDomainRecord', 'getLinkedinSearchContactsUrl'],
      },
    },
  },
  {
    displayName: 'Width',
    name: 'width',
    type: 'options',
    default: '',
    required: false,
    options: [
      {
        name: '1024',
        value: '1024',
      },
      {
        name: '160',
        value: '160',
      },
      {
        name: '320',
        value: '320',
      },
      {
        name: '640',
        value: '640',
      },
      {
        name: '800',
        value: '800',
      },
    ],
    displayOptions: {
      show: {
        group: ['image'],
        tool: ['getUrlScreenshot'],
      },
    },
  },
  {
    displayName: 'Fullpage',
    name: 'fullpage',
    type: 'options',
    default: '',
    required: false,
    options: [
      {
        name: 'No',
        value: 'no',
      },
      {
        name: 'Yes',
        value: 'yes',
      },
    ],
    displayOptions: {
      show: {
        group: ['image'],
        tool: ['getUrlScreenshot'],
      },
    },
  },
  {
    displayName: 'Selector',
    name: 'selector',
    type: 'string',
    default: '',
    required: false,
    displayOptions: {
      show: {
        group: ['image', 'internet'],
        tool: ['getUrlScreenshot', 'getUrlContents'],
      },
    },
  },
  {
    displayName: 'Delay',
    name: 'delay',
    type: 'string',
    default: '',
    required: false,
    displayOptions: {
      show: {
        group: ['image'],
        tool: ['getUrlScreenshot'],
      },
    },
  },
  {
    displayName: 'Viewport',
    name: 'viewport',
    type: 'string',
    default: '',
    required: false,
    displayOptions: {
      show: {
        group: ['image'],
        tool: ['getUrlScreenshot'],
      },
    },
  },
  {
    displayName: 'Email from',
    name: 'email_from',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['communication'],
        tool: ['sendEmailCustom'],
      },
    },
  },
  {
    displayName: 'Email to',
    name: 'email_to',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['communication'],
        tool: ['sendEmailCustom'],
      },
    },
  },
  {
    displayName: 'Subject',
    name: 'subject',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['communication'],
        tool: ['sendEmailCustom'],
      },
    },
  },
  {
    displayName: 'Body',
    name: 'body',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['communication'],
        tool: ['sendEmailCustom'],
      },
    },
  },
  {
    displayName: 'Page',
    name: 'page',
    type: 'number',
    default: '',
    required: false,
    displayOptions: {
      show: {
        group: ['communication', 'communication'],
        tool: ['getEmailListByDomain', 'getEmailListByEmail'],
      },
    },
  },
  {
    displayName: 'Firstname',
    name: 'firstname',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['communication', 'communication', 'personal', 'personal', 'personal'],
        tool: [
          'getEmailRecipient',
          'getEmailRecipientByCompanyFirstnameAndLastname',
          'getPersonByFirstnameLastnameCompanyLocation',
          'getProfileByEmployeeData',
          'getProfileXingByEmployeeData',
        ],
      },
    },
  },
  {
    displayName: 'Lastname',
    name: 'lastname',
    type: 'string',
    default: '',
    required: false,
    displayOptions: {
      show: {
        group: ['communication', 'communication', 'personal', 'personal', 'personal'],
        tool: [
          'getEmailRecipient',
          'getEmailRecipientByCompanyFirstnameAndLastname',
          'getPersonByFirstnameLastnameCompanyLocation',
          'getProfileByEmployeeData',
          'getProfileXingByEmployeeData',
        ],
      },
    },
  },
  {
    displayName: 'Mode',
    name: 'mode',
    type: 'options',
    default: '',
    required: true,
    options: [
      {
        name: 'Guess',
        value: 'guess',
      },
      {
        name: 'Only_verify',
        value: 'only_verify',
      },
      {
        name: 'Verify',
        value: 'verify',
      },
    ],
    displayOptions: {
      show: {
        group: [
          'communication',
          'communication',
          'communication',
          'communication',
          'communication',
          'communication',
          'communication',
          'communication',
        ],
        tool: [
          'getEmailRecipient',
          'getEmailRecipientByCompanyAndFullname',
          'getEmailRecipientByCompanyFirstnameAndLastname',
          'getEmailRecipientByDomainAndFullname',
          'getLinkedinConnections',
          'getLinkedinInvitations',
          'getLinkedinProfile',
          'getLinkedinProfiles',
        ],
      },
    },
  },
  {
    displayName: 'Fullname',
    name: 'fullname',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['communication', 'communication', 'personal'],
        tool: ['getEmailRecipientByCompanyAndFullname', 'getEmailRecipientByDomainAndFullname', 'getFullnameParsed'],
      },
    },
  },
  {
    displayName: 'Mobile',
    name: 'mobile',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: [
          'communication',
          'communication',
          'communication',
          'communication',
          'communication',
          'communication',
          'communication',
          'communication',
          'communication',
          'communication',
          'communication',
          'communication',
          'communication',
          'communication',
          'personal',
          'communication',
          'communication',
        ],
        tool: [
          'sendMobileSms',
          'checkMobileAlive',
          'getMobileCountryCode',
          'checkMobileExist',
          'checkMobileFormat',
          'checkMobileFormatEs',
          'getMobileFormatted',
          'getMobileHlrLookup',
          'getMobileLookup',
          'getMobileMnpLookup',
          'getMobileNormalized',
          'checkMobileSms',
          'checkMobileValidPrefix',
          'checkMobileValidPrefixEs',
          'getPersonByMobile',
          'checkSocialMobileExist',
          'getSocialMobileLookup',
        ],
      },
    },
  },
  {
    displayName: 'Url dlr',
    name: 'url_dlr',
    type: 'string',
    default: '',
    required: false,
    displayOptions: {
      show: {
        group: ['communication'],
        tool: ['sendMobileSms'],
      },
    },
  },
  {
    displayName: 'Source',
    name: 'source',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['internet'],
        tool: ['getFileCopiedBetweenUrls'],
      },
    },
  },
  {
    displayName: 'Destination',
    name: 'destination',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['internet'],
        tool: ['getFileCopiedBetweenUrls'],
      },
    },
  },
  {
    displayName: 'Size',
    name: 'size',
    type: 'string',
    default: '',
    required: false,
    displayOptions: {
      show: {
        group: ['image'],
        tool: ['getImageWithText'],
      },
    },
  },
  {
    displayName: 'List',
    name: 'list',
    type: 'string',
    default: '',
    required: false,
    displayOptions: {
      show: {
        group: [
          'communication',
          'communication',
          'communication',
          'communication',
          'communication',
          'communication',
          'communication',
          'communication',
          'communication',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'personal',
          'personal',
        ],
        tool: [
          'getLinkedinConnections',
          'getLinkedinGroupMembers',
          'getLinkedinInvitations',
          'getLinkedinPostComments',
          'getLinkedinPostLikes',
          'getLinkedinProfile',
          'getLinkedinProfiles',
          'getLinkedinProfilesByCompany',
          'getLinkedinProfilesByContent',
          'checkListContains',
          'checkListEnds',
          'checkListLengthBetw',
          'checkListLengthEq',
          'checkListLengthGe',
          'checkListLengthGt',
          'checkListLengthLe',
          'checkListLengthLt',
          'checkListMax',
          'getListMax',
          'checkListMin',
          'getListMin',
          'getListSort',
          'checkListSorted',
          'checkListStarts',
          'checkListUnique',
          'getListUnique',
          'checkListValid',
          'sendPersonEmailToList',
          'sendPersonProfileToList',
        ],
      },
    },
  },
  {
    displayName: 'Keywords',
    name: 'keywords',
    type: 'string',
    default: '',
    required: false,
    displayOptions: {
      show: {
        group: ['communication'],
        tool: ['getLinkedinProfilesByContent'],
      },
    },
  },
  {
    displayName: 'Current company',
    name: 'current_company',
    type: 'string',
    default: '',
    required: false,
    displayOptions: {
      show: {
        group: ['communication'],
        tool: ['getLinkedinSearchContactsUrl'],
      },
    },
  },
  {
    displayName: 'Current title',
    name: 'current_title',
    type: 'string',
    default: '',
    required: false,
    displayOptions: {
      show: {
        group: ['communication'],
        tool: ['getLinkedinSearchContactsUrl'],
      },
    },
  },
  {
    displayName: 'Included companies',
    name: 'included_companies',
    type: 'string',
    default: '',
    required: false,
    displayOptions: {
      show: {
        group: ['communication'],
        tool: ['getLinkedinSearchContactsUrl'],
      },
    },
  },
  {
    displayName: 'Excluded companies',
    name: 'excluded_companies',
    type: 'string',
    default: '',
    required: false,
    displayOptions: {
      show: {
        group: ['communication'],
        tool: ['getLinkedinSearchContactsUrl'],
      },
    },
  },
  {
    displayName: 'Included titles',
    name: 'included_titles',
    type: 'string',
    default: '',
    required: false,
    displayOptions: {
      show: {
        group: ['communication'],
        tool: ['getLinkedinSearchContactsUrl'],
      },
    },
  },
  {
    displayName: 'Excluded titles',
    name: 'excluded_titles',
    type: 'string',
    default: '',
    required: false,
    displayOptions: {
      show: {
        group: ['communication'],
        tool: ['getLinkedinSearchContactsUrl'],
      },
    },
  },
  {
    displayName: 'Included keywords',
    name: 'included_keywords',
    type: 'string',
    default: '',
    required: false,
    displayOptions: {
      show: {
        group: ['communication'],
        tool: ['getLinkedinSearchContactsUrl'],
      },
    },
  },
  {
    displayName: 'Excluded keywords',
    name: 'excluded_keywords',
    type: 'string',
    default: '',
    required: false,
    displayOptions: {
      show: {
        group: ['communication'],
        tool: ['getLinkedinSearchContactsUrl'],
      },
    },
  },
  {
    displayName: 'Length1',
    name: 'length1',
    type: 'number',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['text', 'text'],
        tool: ['checkListLengthBetw', 'checkStringLengthBetw'],
      },
    },
  },
  {
    displayName: 'Length2',
    name: 'length2',
    type: 'number',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['text', 'text'],
        tool: ['checkListLengthBetw', 'checkStringLengthBetw'],
      },
    },
  },
  {
    displayName: 'Length',
    name: 'length',
    type: 'number',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['text', 'text', 'text', 'text', 'text', 'text', 'text', 'text', 'text', 'text'],
        tool: [
          'checkListLengthEq',
          'checkListLengthGe',
          'checkListLengthGt',
          'checkListLengthLe',
          'checkListLengthLt',
          'checkStringLengthEq',
          'checkStringLengthGe',
          'checkStringLengthGt',
          'checkStringLengthLe',
          'checkStringLengthLt',
        ],
      },
    },
  },
  {
    displayName: 'Separator',
    name: 'separator',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['text', 'text', 'text'],
        tool: ['checkListValid', 'getStringSplit', 'getStringSplitAndJoin'],
      },
    },
  },
  {
    displayName: 'Latitude',
    name: 'latitude',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['geographic'],
        tool: ['getTimeByCoordinates'],
      },
    },
  },
  {
    displayName: 'Longitude',
    name: 'longitude',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['geographic'],
        tool: ['getTimeByCoordinates'],
      },
    },
  },
  {
    displayName: 'Radius',
    name: 'radius',
    type: 'string',
    default: '',
    required: false,
    displayOptions: {
      show: {
        group: ['geographic', 'geographic'],
        tool: ['getLocationByParams', 'getLocationListByParams'],
      },
    },
  },
  {
    displayName: 'Imei',
    name: 'imei',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['communication'],
        tool: ['checkMobileImei'],
      },
    },
  },
  {
    displayName: 'Regex',
    name: 'regex',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['internet', 'text', 'text'],
        tool: ['checkUrlContains', 'getStringByRegex', 'checkStringRegex'],
      },
    },
  },
  {
    displayName: 'Host',
    name: 'host',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['internet', 'internet', 'internet'],
        tool: ['checkNetHostAlive', 'getNetScan', 'checkNetServiceUp'],
      },
    },
  },
  {
    displayName: 'Port',
    name: 'port',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['internet'],
        tool: ['checkNetServiceUp'],
      },
    },
  },
  {
    displayName: 'Table',
    name: 'table',
    type: 'string',
    default: '',
    required: false,
    displayOptions: {
      show: {
        group: ['internet'],
        tool: ['getUrlTables'],
      },
    },
  },
  {
    displayName: 'Number1',
    name: 'number1',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['text', 'text', 'text', 'text', 'text', 'text'],
        tool: ['checkNumberBetw', 'checkNumberEq', 'checkNumberGe', 'checkNumberGt', 'checkNumberLe', 'checkNumberLt'],
      },
    },
  },
  {
    displayName: 'Number2',
    name: 'number2',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['text', 'text', 'text', 'text', 'text', 'text'],
        tool: ['checkNumberBetw', 'checkNumberEq', 'checkNumberGe', 'checkNumberGt', 'checkNumberLe', 'checkNumberLt'],
      },
    },
  },
  {
    displayName: 'Number3',
    name: 'number3',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['text'],
        tool: ['checkNumberBetw'],
      },
    },
  },
  {
    displayName: 'Luhn',
    name: 'luhn',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['security'],
        tool: ['checkNumberLuhn'],
      },
    },
  },
  {
    displayName: 'Mod',
    name: 'mod',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['text'],
        tool: ['checkNumberMod'],
      },
    },
  },
  {
    displayName: 'Rest',
    name: 'rest',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['text'],
        tool: ['checkNumberMod'],
      },
    },
  },
  {
    displayName: 'Password',
    name: 'password',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['security'],
        tool: ['checkPasswordStrong'],
      },
    },
  },
  {
    displayName: 'Locality',
    name: 'locality',
    type: 'options',
    default: '',
    required: true,
    options: [
      {
        name: 'Australia (English)',
        value: 'Australia (English)',
      },
      {
        name: 'Australia Ocker (English)',
        value: 'Australia Ocker (English)',
      },
      {
        name: 'Azerbaijani',
        value: 'Azerbaijani',
      },
      {
        name: 'Bork (English)',
        value: 'Bork (English)',
      },
      {
        name: 'Canada (English)',
        value: 'Canada (English)',
      },
      {
        name: 'Canada (French)',
        value: 'Canada (French)',
      },
      {
        name: 'Chinese',
        value: 'Chinese',
      },
      {
        name: 'Chinese (Taiwan)',
        value: 'Chinese (Taiwan)',
      },
      {
        name: 'Czech',
        value: 'Czech',
      },
      {
        name: 'Dutch',
        value: 'Dutch',
      },
      {
        name: 'English',
        value: 'English',
      },
      {
        name: 'Farsi',
        value: 'Farsi',
      },
      {
        name: 'French',
        value: 'French',
      },
      {
        name: 'Georgian',
        value: 'Georgian',
      },
      {
        name: 'German',
        value: 'German',
      },
      {
        name: 'German (Austria)',
        value: 'German (Austria)',
      },
      {
        name: 'German (Switzerland)',
        value: 'German (Switzerland)',
      },
      {
        name: 'Great Britain (English)',
        value: 'Great Britain (English)',
      },
      {
        name: 'India (English)',
        value: 'India (English)',
      },
      {
        name: 'Indonesia',
        value: 'Indonesia',
      },
      {
        name: 'Ireland (English)',
        value: 'Ireland (English)',
      },
      {
        name: 'Italian',
        value: 'Italian',
      },
      {
        name: 'Japanese',
        value: 'Japanese',
      },
      {
        name: 'Korean',
        value: 'Korean',
      },
      {
        name: 'Nepalese',
        value: 'Nepalese',
      },
      {
        name: 'Norwegian',
        value: 'Norwegian',
      },
      {
        name: 'Polish',
        value: 'Polish',
      },
      {
        name: 'Portuguese (Brazil)',
        value: 'Portuguese (Brazil)',
      },
      {
        name: 'Russian',
        value: 'Russian',
      },
      {
        name: 'Slovakian',
        value: 'Slovakian',
      },
      {
        name: 'Spanish',
        value: 'Spanish',
      },
      {
        name: 'Spanish Mexico',
        value: 'Spanish Mexico',
      },
      {
        name: 'Swedish',
        value: 'Swedish',
      },
      {
        name: 'Turkish',
        value: 'Turkish',
      },
      {
        name: 'Ukrainian',
        value: 'Ukrainian',
      },
      {
        name: 'United States (English)',
        value: 'United States (English)',
      },
      {
        name: 'Vietnamese',
        value: 'Vietnamese',
      },
    ],
    displayOptions: {
      show: {
        group: ['personal'],
        tool: ['getPersonFakedData'],
      },
    },
  },
  {
    displayName: 'Surname',
    name: 'surname',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['personal', 'personal', 'personal', 'personal', 'personal'],
        tool: [
          'getSurnameByPrefix',
          'checkSurnameExist',
          'getSurnameListByPrefix',
          'getSurnameNormalized',
          'checkSurnameValid',
        ],
      },
    },
  },
  {
    displayName: 'Province',
    name: 'province',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['geographic', 'geographic', 'geographic'],
        tool: ['getProvinceByName', 'getProvinceListByName', 'getProvinceNormalized'],
      },
    },
  },
  {
    displayName: 'Format',
    name: 'format',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['text'],
        tool: ['getStringByFormat'],
      },
    },
  },
  {
    displayName: 'Text1',
    name: 'text1',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['text', 'text', 'text', 'text'],
        tool: ['checkStringContains', 'checkStringEnds', 'getStringJoin', 'checkStringStarts'],
      },
    },
  },
  {
    displayName: 'Text2',
    name: 'text2',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['text', 'text', 'text', 'text'],
        tool: ['checkStringContains', 'checkStringEnds', 'getStringJoin', 'checkStringStarts'],
      },
    },
  },
  {
    displayName: 'Glue',
    name: 'glue',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['text', 'text'],
        tool: ['getStringJoin', 'getStringSplitAndJoin'],
      },
    },
  },
  {
    displayName: 'Field',
    name: 'field',
    type: 'options',
    default: '',
    required: true,
    options: [
      {
        name: 'Alphabetic',
        value: 'alphabetic',
      },
      {
        name: 'Alphanumeric',
        value: 'alphanumeric',
      },
      {
        name: 'Cif',
        value: 'cif',
      },
      {
        name: 'City',
        value: 'city',
      },
      {
        name: 'Country',
        value: 'country',
      },
      {
        name: 'Date',
        value: 'date',
      },
      {
        name: 'Decimal',
        value: 'decimal',
      },
      {
        name: 'Dni',
        value: 'dni',
      },
      {
        name: 'Domain',
        value: 'domain',
      },
      {
        name: 'Email',
        value: 'email',
      },
      {
        name: 'Gender',
        value: 'gender',
      },
      {
        name: 'Integer',
        value: 'integer',
      },
      {
        name: 'Ip',
        value: 'ip',
      },
      {
        name: 'Mobile',
        value: 'mobile',
      },
      {
        name: 'Name',
        value: 'name',
      },
      {
        name: 'Nie',
        value: 'nie',
      },
      {
        name: 'Nif',
        value: 'nif',
      },
      {
        name: 'Phone',
        value: 'phone',
      },
      {
        name: 'Province',
        value: 'province',
      },
      {
        name: 'Zipcode',
        value: 'zipcode',
      },
    ],
    displayOptions: {
      show: {
        group: ['text'],
        tool: ['getStringNormalized'],
      },
    },
  },
  {
    displayName: 'Find',
    name: 'find',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['text', 'text'],
        tool: ['getStringReplaceAll', 'getStringReplaceFirst'],
      },
    },
  },
  {
    displayName: 'Replace',
    name: 'replace',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['text', 'text'],
        tool: ['getStringReplaceAll', 'getStringReplaceFirst'],
      },
    },
  },
  {
    displayName: 'Texts',
    name: 'texts',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['text'],
        tool: ['getStringVlookup'],
      },
    },
  },
  {
    displayName: 'Html',
    name: 'html',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['text'],
        tool: ['getStringWithoutHtml'],
      },
    },
  },
  {
    displayName: 'Tin',
    name: 'tin',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['finance', 'finance'],
        tool: ['getVatByNumber', 'checkVatExist'],
      },
    },
  },
  {
    displayName: 'Vin',
    name: 'vin',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['product', 'product'],
        tool: ['checkVinFormat', 'getVinLookup'],
      },
    },
  },
  {
    displayName: 'Count1',
    name: 'count1',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['text'],
        tool: ['checkWordCountBetw'],
      },
    },
  },
  {
    displayName: 'Count2',
    name: 'count2',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['text'],
        tool: ['checkWordCountBetw'],
      },
    },
  },
  {
    displayName: 'Count',
    name: 'count',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        group: ['text', 'text', 'text', 'text', 'text'],
        tool: ['checkWordCountEq', 'checkWordCountGe', 'checkWordCountGt', 'checkWordCountLe', 'checkWordCountLt'],
      },
    },
  },
  {
    displayName: 'Additional Options',
    name: 'additionalOptions',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        group: [
          'audio',
          'communication',
          'company',
          'finance',
          'geographic',
          'image',
          'internet',
          'personal',
          'product',
          'security',
          'text',
        ],
      },
    },
    options: [
      {
        displayName: 'Data Webhook',
        name: 'dataWebhook',
        type: 'string',
        default: '',
      },
    ],
  },
];

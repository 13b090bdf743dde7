import type { Language, SiteInfo } from "@jogada/contracts";
import { brandText } from "../../platform/brand.js";
import type { AppContext } from "../../platform/context.js";
import { isRegionRestricted } from "../../platform/request-context.js";
import type { LoadedBrand } from "../brand/service.js";
import { registrationBonusOffer } from "../promotions/index.js";
import * as repo from "./repository.js";

export class SiteService {
  constructor(private readonly ctx: AppContext) {}

  domainRoutes(merchantCode: string) {
    return repo.listDomainRoutes(this.ctx.pool, merchantCode);
  }

  /** Site info of SPEC §3 / REFERENCE.md §1 with the status the site should show (SPEC §4). */
  async siteInfo(
    brand: LoadedBrand,
    visitor: { ip: string; country: string },
    language: Language,
  ): Promise<SiteInfo> {
    const config = brand.config;
    const maintenance = config.maintenance.enabled;
    const regionRestriction = isRegionRestricted(brand, visitor.country);
    const [domainRoute, encryptionKey, registerBonus] = await Promise.all([
      this.domainRoutes(config.merchantCode),
      this.ctx.encryption.publicKey(),
      registrationBonusOffer(this.ctx.pool, config.merchantCode).catch(() => null),
    ]);
    return {
      status: maintenance ? 1 : regionRestriction ? 2 : 0,
      maintenance,
      regionRestriction,
      location: { ip: visitor.ip, country: visitor.country },
      maintenanceNotice: brandText(config.maintenance.notice, language, config),
      encryptionKey,
      info: {
        merchantCode: config.merchantCode,
        name: config.name,
        platform: config.platform,
        lotteryType: config.lotteryType,
        device: config.device,
        defaultLanguage: config.defaultLanguage,
        supportedLanguages: config.supportedLanguages,
        chatHeaderColor: config.chatHeaderColor,
        brandColor: config.brandColor,
        prizeModes: config.prizeModes,
        announcementTypes: config.announcementTypes,
        defaultAnnouncementType: config.defaultAnnouncementType,
        esports: config.esports,
        loginedToHomePage: config.loginedToHomePage,
        currency: config.currency,
        timeZone: config.timeZone,
        registerBonusLabel: config.registerBonusLabel,
        registerBonus,
        whitelabel: config.whitelabel,
        register: config.register,
        resources: config.resources,
        customerService: config.customerService,
        domainRoute,
        analytics: config.analytics,
        imageCDNs: config.imageCDNs,
        launchGameCDNs: config.launchGameCDNs,
        mainDomain: config.mainDomain,
        responsibleGaming: {
          minimumAge: config.responsibleGaming.minimumAge,
          askBirthday: config.responsibleGaming.askBirthday,
        },
      },
    };
  }
}

import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { cn } from "../../../shared/lib/cn";
import { useFormat } from "../../../shared/lib/use-format";
import { Button } from "../../../shared/ui/Button";
import { CardsIcon } from "../../../shared/ui/icons";
import { ScrollRow } from "../../../shared/ui/ScrollRow";
import { Spinner } from "../../../shared/ui/Spinner";
import { CategoryPage } from "../../site";
import { useGameMenus, usePvpRooms } from "../api/games-api";
import { startGame } from "../lib/launch";

/** /pvp: the card-room vendors, their rooms (GLS2_roomList), and entering a room by its id. */
export default function PvpPage() {
  const { t } = useTranslation("games");
  const format = useFormat();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const menus = useGameMenus();
  const vendors = menus.data?.lanes.find((lane) => lane.title === "PVP")?.cards ?? [];
  const selected = params.get("vassalage") ?? vendors[0]?.vassalage;
  const rooms = usePvpRooms(selected);
  return (
    <CategoryPage section="pvp" icon={<CardsIcon className="size-6" />} art="/images/site/tile-pvp.svg">
      <ScrollRow label={t("filters.vendors")} className="mb-5" innerClassName="gap-2 pb-1">
        {vendors.map((vendor) => (
          <button
            key={vendor.vassalage}
            type="button"
            onClick={() => setParams({ vassalage: vendor.vassalage }, { replace: true })}
            className={cn(
              "shrink-0 rounded-full border px-3 py-1.5 text-sm",
              vendor.vassalage === selected ? "border-gold bg-gold/15 text-gold" : "border-line bg-white/5",
            )}
          >
            {vendor.displayName}
          </button>
        ))}
      </ScrollRow>
      {rooms.isPending && selected ? (
        <Spinner className="grid place-items-center py-12" />
      ) : (rooms.data?.rooms.length ?? 0) === 0 ? (
        <p className="py-12 text-center text-muted">{t("pvp.noRooms")}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="pvp-rooms">
          {rooms.data?.rooms.map((room) => (
            <li
              key={room.roomId}
              className="flex items-center justify-between rounded-xl border border-line/60 bg-panel p-4"
            >
              <div>
                <p className="font-semibold">{room.gameName}</p>
                <p className="text-sm text-muted">
                  {t("pvp.room")}: {room.roomName} · {t("pvp.minBet")} {format.money(room.minBet)}
                </p>
              </div>
              <Button
                size="sm"
                onClick={() =>
                  void startGame(
                    { roomId: room.roomId, nodeId: room.nodeId, vassalage: room.vassalage, gameType: "PVP" },
                    (to) => navigate(to),
                    pathname,
                  )
                }
              >
                {t("pvp.enter")}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </CategoryPage>
  );
}

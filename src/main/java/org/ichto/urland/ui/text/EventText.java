package org.ichto.urland.ui.text;

import org.ichto.shell.game.Seat;
import org.ichto.urland.board.Board;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameEvent;
import org.ichto.urland.rules.Gene;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The game log in words: one readable line per event, in one language.
 *
 * <p>{@link #describe} gives {@code null} for the events not worth a line of their own:
 * <ul>
 *   <li>{@link GameEvent.MarkerMoved}: the points are in the scoring line before it and the track
 *       shows where the markers stand;</li>
 *   <li>{@link GameEvent.DecisionMade} of {@link Decision.BuyGene}: the {@link GameEvent.GeneBought}
 *       that follows says the same with the price.</li>
 * </ul>
 * {@link #detail} gives a line for every event, those included. Hidden things stay hidden: a
 * {@code DecisionMade} never shows a chip choice or a bid amount (the rules never emit them that
 * way; should one come, only the fact of choosing or bidding is told), and {@link GameEvent.BidPlaced}
 * tells only that a bid was placed.
 */
public final class EventText {
    private final UrlandTexts t;
    private final DecisionText decisions;

    public EventText(UrlandTexts texts) {
        this.t = Objects.requireNonNull(texts, "texts");
        this.decisions = new DecisionText(texts);
    }

    public UrlandTexts texts() {
        return t;
    }

    public DecisionText decisions() {
        return decisions;
    }

    /** The log line for an event, or null when it is not worth a line (see the class comment). */
    public String describe(GameEvent e, List<Seat> seats) {
        return isQuiet(e) ? null : detail(e, seats);
    }

    /** True for the events {@link #describe} leaves out (see the class comment). */
    public static boolean isQuiet(GameEvent e) {
        return e instanceof GameEvent.MarkerMoved
                || e instanceof GameEvent.DecisionMade x && x.decision() instanceof Decision.BuyGene;
    }

    /**
     * The log lines for the events of one decision, in order: the quiet ones left out, and a
     * breeding joined with what it bred ("Anna breeds in the Inner Sea: Anna +2, Bert +1.").
     */
    public List<String> lines(List<? extends GameEvent> events, List<Seat> seats) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < events.size(); i++) {
            GameEvent e = events.get(i);
            if (e instanceof GameEvent.DecisionMade x && x.decision() instanceof Decision.Breed b
                    && i + 1 < events.size() && events.get(i + 1) instanceof GameEvent.BredIchtos bred
                    && bred.ocean() == b.ocean() && hasAny(bred.born())) {
                out.add(decisions.breedWithResult(x.seat(), seats, b.ocean(), gains(bred.born(), seats, "list.plus")));
                i++;
                continue;
            }
            String line = describe(e, seats);
            if (line != null) {
                out.add(line);
            }
        }
        return out;
    }

    /** A line for every event, also those {@link #describe} leaves out. Never null. */
    public String detail(GameEvent e, List<Seat> seats) {
        if (e instanceof GameEvent.DecisionMade x) {
            Decision d = x.decision();
            if (d instanceof Decision.ChooseChip) {
                return t.format("event.hidden.chooseChip", name(seats, x.seat()));
            }
            if (d instanceof Decision.Bid) {
                return t.format("event.hidden.bid", name(seats, x.seat()));
            }
            return decisions.describe(d, x.seat(), seats);
        } else if (e instanceof GameEvent.ChipChosen x) {
            return t.format("event.chipChosen", name(seats, x.environmentPlayer()));
        } else if (e instanceof GameEvent.BidPlaced x) {
            return t.format("event.bidPlaced", name(seats, x.seat()));
        } else if (e instanceof GameEvent.TurnStarted x) {
            return t.format("event.turnStarted", x.turn(), name(seats, x.environmentPlayer()),
                    name(seats, x.dummy()));
        } else if (e instanceof GameEvent.BredIchtos x) {
            String where = t.placeInSentence(x.ocean());
            return hasAny(x.born()) ? t.format("event.bred", where, gains(x.born(), seats, "list.plus"))
                    : t.format("event.bred.none", where);
        } else if (e instanceof GameEvent.RegionScored x) {
            return regionScored(x, seats);
        } else if (e instanceof GameEvent.MarkerMoved x) {
            return t.format("event.markerMoved", name(seats, x.seat()), x.from(), x.to());
        } else if (e instanceof GameEvent.MutationSpaceReached x) {
            return t.format("event.mutationSpace", x.space());
        } else if (e instanceof GameEvent.BidsRevealed x) {
            List<String> bids = new ArrayList<>();
            for (int seat = 0; seat < x.bids().length; seat++) {
                bids.add(t.format("list.item", name(seats, seat), x.bids()[seat]));
            }
            List<String> order = new ArrayList<>();
            for (int seat : x.order()) {
                order.add(name(seats, seat));
            }
            return t.format("event.bidsRevealed", t.commas(bids), t.commas(order));
        } else if (e instanceof GameEvent.DroppedOut x) {
            return t.format("event.droppedOut", name(seats, x.seat()), x.price());
        } else if (e instanceof GameEvent.GeneBought x) {
            return t.format("event.geneBought", name(seats, x.seat()), t.gene(x.gene()), x.price());
        } else if (e instanceof GameEvent.GenesRevealed x) {
            if (x.genes().isEmpty()) {
                return t.get("event.genesRevealed.none");
            }
            List<String> names = new ArrayList<>();
            for (Gene g : x.genes()) {
                names.add(t.gene(g));
            }
            return t.format("event.genesRevealed", t.list(names));
        } else if (e instanceof GameEvent.PanicDrawn) {
            return t.get("event.panicDrawn");
        } else if (e instanceof GameEvent.PanicStruck x) {
            String region = t.placeInSentence(x.region());
            String ocean = t.placeInSentence(x.ocean());
            return hasAny(x.fled()) ? t.format("event.panicStruck", region, ocean, gains(x.fled(), seats, "list.item"))
                    : t.format("event.panicStruck.nobody", region, ocean);
        } else if (e instanceof GameEvent.VolcanoChipDrawnForScoring x) {
            return t.format("event.volcanoChip", x.chip());
        } else if (e instanceof GameEvent.VolcanoErupted x) {
            String area = Board.placeName(x.area());
            return x.area() == x.region() ? t.format("event.volcanoErupted.same", area)
                    : t.format("event.volcanoErupted", area, Board.placeName(x.region()));
        } else if (e instanceof GameEvent.VolcanoLosses x) {
            String region = Board.placeName(x.region());
            return hasAny(x.lost()) ? t.format("event.volcanoLosses", region, gains(x.lost(), seats, "list.item"))
                    : t.format("event.volcanoLosses.none", region);
        } else if (e instanceof GameEvent.EpochStarted x) {
            return t.format("event.epochStarted", x.epoch());
        } else if (e instanceof GameEvent.FinalScoring x) {
            return t.format("event.finalScoring", all(x.total(), seats, "list.item"), all(x.land(), seats, "list.item"),
                    all(x.points(), seats, "list.plus"));
        } else if (e instanceof GameEvent.GameOver x) {
            return t.format("event.gameOver", name(seats, x.winner()));
        }
        throw new IllegalArgumentException("no text for event " + e);
    }

    private String regionScored(GameEvent.RegionScored x, List<Seat> seats) {
        String number = Board.placeName(x.region());
        if (x.chip() != x.region() + 1) {
            number = t.format("event.regionScored.chip", number, x.chip());
        }
        if (x.kind() == GameEvent.ScoringKind.EMPTY) {
            return t.format("event.regionScored.empty", number);
        }
        String kind = t.scoringKind(x.kind());
        String points = gains(x.points(), seats, "list.item");
        List<String> returned = new ArrayList<>();
        int total = 0;
        for (int seat = 0; seat < x.returned().length; seat++) {
            if (x.returned()[seat] > 0) {
                returned.add(t.format("event.returned.item", name(seats, seat), x.returned()[seat]));
                total += x.returned()[seat];
            }
        }
        if (returned.isEmpty()) {
            return t.format("event.regionScored", number, kind, points);
        }
        return t.format("event.regionScored.returned", number, kind, points,
                t.format("event.returned", t.list(returned), total));
    }

    /** "Anna 3, Bert 2" (or "Anna +3, ...") for the seats with a non-zero count. */
    private String gains(int[] counts, List<Seat> seats, String itemKey) {
        List<String> items = new ArrayList<>();
        for (int seat = 0; seat < counts.length; seat++) {
            if (counts[seat] != 0) {
                items.add(t.format(itemKey, name(seats, seat), counts[seat]));
            }
        }
        return t.commas(items);
    }

    /** Every seat's count, zeros included. */
    private String all(int[] counts, List<Seat> seats, String itemKey) {
        List<String> items = new ArrayList<>();
        for (int seat = 0; seat < counts.length; seat++) {
            items.add(t.format(itemKey, name(seats, seat), counts[seat]));
        }
        return t.commas(items);
    }

    private static boolean hasAny(int[] counts) {
        for (int c : counts) {
            if (c != 0) {
                return true;
            }
        }
        return false;
    }

    private static String name(List<Seat> seats, int seat) {
        return UrlandTexts.seatName(seats, seat);
    }
}

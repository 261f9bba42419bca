package org.ichto.urland.rules;

import org.ichto.urland.board.Board;
import org.ichto.urland.rules.GameState.ChipLocation;

/** Eruptions and the change of epoch (rules 3.3, rulings 17-19, board merging). */
final class Volcano {
    private Volcano() {
    }

    /**
     * The volcano on an area bridges it to its target: the region holding the area joins the region
     * holding the target and takes its number. Ichtos of both stand together afterwards.
     */
    static int merge(GameState s, int area) {
        int from = s.regionOf[area];
        int to = s.regionOf[s.board.volcanoTarget(area)];
        if (from != to) {
            for (int a = 0; a < Board.AREAS; a++) {
                if (s.regionOf[a] == from) {
                    s.regionOfW()[a] = to;
                }
            }
            for (int seat = 0; seat < s.players; seat++) {
                s.ichtos[to * GameState.MAX_SEATS + seat] += s.ichtos[from * GameState.MAX_SEATS + seat];
                s.ichtos[from * GameState.MAX_SEATS + seat] = 0;
            }
        }
        s.erupted |= 1 << area;
        s.events.accept(new GameEvent.VolcanoErupted(area, to));
        return to;
    }

    /** The environment player could not draw a third area chip: the two in hand erupt. */
    static void endEpoch(GameState s) {
        int a = -1;
        int b = -1;
        for (int c = 1; c < GameState.CHIPS; c++) {
            if (s.chipLoc[c] == ChipLocation.HAND.ordinal()) {
                if (a < 0) {
                    a = c;
                } else {
                    b = c;
                }
            }
        }
        if (b < 0) {
            throw new IllegalStateException("an epoch ends with two chips in hand, found fewer");
        }
        int scored = s.randomInt(2) == 0 ? a : b;
        int other = scored == a ? b : a;
        s.events.accept(new GameEvent.VolcanoChipDrawnForScoring(scored));
        int[] points = Scoring.scoreRegion(s, s.regionOf[scored - 1], scored);
        Track.move(s, points, s.epoch < 3);

        int ears = s.ownerOf(Gene.EARS);
        int[] regionBefore = s.regionOf.clone();
        int[] earsStood = ears >= 0 ? EarsFlight.standing(s, ears) : null;
        merge(s, scored - 1);
        merge(s, other - 1);
        Turn.makePublic(s, scored, ChipLocation.REMOVED);
        Turn.makePublic(s, other, ChipLocation.REMOVED);

        int touched = (1 << s.regionOf[scored - 1]) | (1 << s.regionOf[other - 1]);
        for (int m = touched; m != 0; m &= m - 1) {
            int region = Integer.numberOfTrailingZeros(m);
            int[] lost = new int[s.players];
            for (int seat = 0; seat < s.players; seat++) {
                int c = s.ichtos(region, seat);
                if (c > 1) {
                    if (seat == ears) {
                        EarsFlight.remember(s, region, regionBefore, earsStood);
                    } else {
                        lost[seat] = c - 1;
                        s.reserve[seat] += c - 1;
                        s.ichtos[region * GameState.MAX_SEATS + seat] = 1;
                    }
                }
            }
            s.events.accept(new GameEvent.VolcanoLosses(region, lost));
        }
        if (s.flightRegions != 0) {
            s.phase = Phase.EARS_FLIGHT;
            s.actor = ears;
        } else {
            afterEruptions(s);
        }
    }

    /** After the eruptions: the end of the game, or the mutations the volcano scoring triggered, or a new epoch. */
    static void afterEruptions(GameState s) {
        if (Track.goalReached(s) || s.epoch >= 3) {
            FinalScoring.run(s);
        } else if (s.pendingMutations > 0) {
            s.mutationThenNewEpoch = true;
            Auction.start(s);
        } else {
            newEpoch(s);
        }
    }

    /** All chips still in play and the panic chip are reshuffled; the same environment player draws 3. */
    static void newEpoch(GameState s) {
        s.epoch++;
        s.turn++;
        s.deckSize = 0;
        for (int c = 0; c < GameState.CHIPS; c++) {
            int loc = s.chipLoc[c];
            if (loc == ChipLocation.SCORED.ordinal() || loc == ChipLocation.DRAWN_PANIC.ordinal()
                    || loc == ChipLocation.DECK.ordinal()) {
                s.deckW()[s.deckSize++] = c;
                s.setChip(c, ChipLocation.DECK);
            }
        }
        s.shuffle(s.deckW(), s.deckSize);
        java.util.Arrays.fill(s.knownChipsW(), 0);
        s.events.accept(new GameEvent.EpochStarted(s.epoch));
        s.events.accept(new GameEvent.TurnStarted(s.turn, s.env, s.dummy()));
        Turn.draw(s);
    }
}

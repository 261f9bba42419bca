package org.ichto.soup.rules;

import org.ichto.soup.board.SoupBoard;

import java.util.ArrayList;
import java.util.List;

/**
 * The preparation (rules "Preparation", "Determine Starting Player", "Placing Amoebas"; rulings 2-5):
 * everything that is chance comes from the seed, the start spaces and the two placements per
 * player are decisions.
 */
final class Setup {
    private Setup() {
    }

    static SoupState newGame(SoupBoard board, int players, long seed) {
        if (!board.players().contains(players)) {
            throw new IllegalArgumentException("Primordial Soup is for " + board.players() + " players, not " + players);
        }
        SoupState s = new SoupState(board, players);
        s.rng = seed;
        int perSpace = board.cubesPerSpaceAtSetup();
        for (int p = 0; p < players; p++) {
            s.colour[p] = p;
            s.bp[p] = board.startingBp();
            for (int space = 0; space < SoupBoard.SPACES; space++) {
                s.food[space * players + p] = perSpace;
            }
            s.supply[p] = board.cubesPerColour() - perSpace * SoupBoard.SPACES;
        }
        // The environment cards are shuffled and one is turned face up on the compass.
        int cards = board.environmentCards().size();
        for (int i = 0; i < cards; i++) {
            s.deck[i] = i;
        }
        s.shuffle(s.deck, cards);
        s.deckSize = cards;
        s.card = s.deck[--s.deckSize];
        // The dice roll for the start: a uniformly random order of the seats (ruling 4).
        for (int p = 0; p < players; p++) {
            s.startOrder[p] = p;
        }
        s.shuffle(s.startOrder, players);
        s.phase = Phase.SETUP_START_SPACE;
        s.turnIndex = 0;
        s.current = s.startOrder[0];
        s.actor = s.current;
        return s;
    }

    // ---------------------------------------------------------------- start spaces

    static void listStartSpaces(SoupState s, List<SoupDecision> out) {
        for (int space : s.board.ladder().startSpaces(s.players)) {
            if (s.markerAt(space) < 0) {
                out.add(new SoupDecision.ChooseStartSpace(space));
            }
        }
    }

    static String whyIllegal(SoupState s, SoupDecision.ChooseStartSpace d) {
        List<Integer> starts = s.board.ladder().startSpaces(s.players);
        if (!starts.contains(d.ladderSpace())) {
            return "ladder space " + d.ladderSpace() + " is not a start space: with " + s.players
                    + " players the start spaces are " + range(starts);
        }
        int holder = s.markerAt(d.ladderSpace());
        if (holder >= 0) {
            return "ladder space " + d.ladderSpace() + " already holds the marker of seat " + holder
                    + ": only one marker may be on each space";
        }
        return null;
    }

    static void apply(SoupState s, SoupDecision.ChooseStartSpace d) {
        s.score[s.actor] = d.ladderSpace();
        s.emit(new SoupEvent.StartSpaceChosen(s.actor, d.ladderSpace()));
        s.turnIndex++;
        if (s.turnIndex < s.players) {
            s.current = s.startOrder[s.turnIndex];
        } else {
            s.phase = Phase.SETUP_FIRST_AMOEBA;
            s.turnIndex = 0;
            s.current = s.ascending()[0];
        }
        s.actor = s.current;
    }

    // ---------------------------------------------------------------- the two placements

    static void listPlacements(SoupState s, List<SoupDecision> out) {
        int occupied = 0;
        for (int at : s.amoebaSpace) {
            if (at >= 0) {
                occupied |= 1 << at;
            }
        }
        for (int n = 1; n <= s.amoebas; n++) {
            if (s.onBoard(s.actor, n)) {
                continue;
            }
            for (int space = 0; space < SoupBoard.SPACES; space++) {
                if ((occupied & (1 << space)) == 0) {
                    out.add(new SoupDecision.PlaceAmoeba(n, space));
                }
            }
        }
    }

    static String whyIllegal(SoupState s, SoupDecision.PlaceAmoeba d) {
        String why = whyNotFree(s, s.actor, d.number(), d.space());
        if (why != null) {
            return why;
        }
        if (s.amoebasAt(d.space()) > 0) {
            return "space " + SoupBoard.label(d.space())
                    + " already holds an amoeba: during the setup no space may hold more than one";
        }
        return null;
    }

    /** Null if the seat's amoeba of this number is off the board and the space is a space of the soup, else why not. */
    static String whyNotFree(SoupState s, int seat, int number, int space) {
        if (number < 1 || number > s.amoebas) {
            return "there is no amoeba " + number + ": amoebas are numbered 1 to " + s.amoebas;
        }
        if (s.onBoard(seat, number)) {
            return "amoeba " + number + " is already on the board (space "
                    + SoupBoard.label(s.amoebaSpace(seat, number)) + ")";
        }
        if (space < 0 || space >= SoupBoard.SPACES) {
            return "there is no space " + (space + 1) + ": the soup has spaces 1 to " + SoupBoard.SPACES;
        }
        return null;
    }

    static void apply(SoupState s, SoupDecision.PlaceAmoeba d) {
        int seat = s.actor;
        boolean first = s.phase == Phase.SETUP_FIRST_AMOEBA;
        int dp = first && s.players == 4 ? 1 : 0;
        s.amoebaSpace[seat * s.amoebas + d.number() - 1] = d.space();
        s.damage[seat * s.amoebas + d.number() - 1] = dp;
        s.emit(new SoupEvent.AmoebaPlaced(seat, d.number(), d.space(), dp, 0));
        s.turnIndex++;
        if (s.turnIndex < s.players) {
            s.current = first ? s.ascending()[s.turnIndex] : s.descending()[s.turnIndex];
        } else if (first) {
            s.phase = Phase.SETUP_SECOND_AMOEBA;
            s.turnIndex = 0;
            s.current = s.descending()[0];
        } else {
            Round.start(s);
            return;
        }
        s.actor = s.current;
    }

    /** "1-4" for a run of numbers, else the list. */
    private static String range(List<Integer> xs) {
        List<Integer> sorted = new ArrayList<>(xs);
        sorted.sort(null);
        if (sorted.isEmpty()) {
            return "none";
        }
        int lo = sorted.get(0);
        int hi = sorted.get(sorted.size() - 1);
        return hi - lo + 1 == sorted.size() ? lo + "-" + hi : sorted.toString();
    }
}

package org.ichto.urland.rules;

import org.ichto.urland.board.Board;
import org.ichto.urland.rules.GameState.ChipLocation;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Between a {@link GameState} and its readable {@link Position}. {@link #of} loses nothing:
 * {@code toState(board, of(s)).equals(s)} for every state a game reaches. {@link #toState} refuses
 * any position that is incomplete or that no game can reach, naming every problem.
 */
public final class Positions {
    /** The name of the panic chip in a position. */
    public static final String PANIC = "panic";

    private Positions() {
    }

    /** The position of a state. */
    public static Position of(GameState s) {
        int n = s.players;
        List<Position.Player> players = new ArrayList<>();
        for (int seat = 0; seat < n; seat++) {
            List<String> genes = new ArrayList<>();
            for (Gene g : Gene.values()) {
                if (s.owns(seat, g)) {
                    genes.add(g.name());
                }
            }
            players.add(new Position.Player(s.track[seat], s.reserve[seat], s.extraChips[seat], genes,
                    chipList(s.knownChips[seat])));
        }
        List<Position.Region> regions = new ArrayList<>();
        List<Position.Ocean> oceans = new ArrayList<>();
        for (int p = 0; p < Board.PLACES; p++) {
            List<Integer> ichtos = new ArrayList<>();
            for (int seat = 0; seat < n; seat++) {
                ichtos.add(s.ichtos(p, seat));
            }
            if (Board.isOcean(p)) {
                oceans.add(new Position.Ocean(Board.placeName(p), ichtos));
            } else if (s.isRegion(p)) {
                regions.add(new Position.Region(Board.placeName(p), placeList(s.regionAreas(p)), ichtos));
            }
        }
        List<String> deck = new ArrayList<>();
        for (int chip : s.deckTopFirst()) {
            deck.add(chipName(chip));
        }
        List<Integer> chosen = chipList(s.chipsAt(ChipLocation.CHOSEN));
        Position.Chips chips = new Position.Chips(deck, chipList(s.chipsAt(ChipLocation.HAND)),
                chosen.isEmpty() ? null : chosen.get(0), chipList(s.chipsAt(ChipLocation.DUMMY)),
                chipList(s.chipsAt(ChipLocation.SCORED)), chipList(s.chipsAt(ChipLocation.REMOVED)),
                s.chipLocation(GameState.PANIC) == ChipLocation.DRAWN_PANIC);
        List<String> display = new ArrayList<>();
        for (Gene g : Gene.values()) {
            if (s.onDisplay(g)) {
                display.add(g.name());
            }
        }
        List<String> pile = new ArrayList<>();
        for (int g : s.genePileTopFirst()) {
            pile.add(Gene.of(g).name());
        }
        List<Integer> spaces = new ArrayList<>();
        for (int i = 0; i < s.board.mutationSpaces().size(); i++) {
            if (s.mutationSpaceReached(i)) {
                spaces.add(s.board.mutationSpaces().get(i));
            }
        }
        List<Integer> bids = new ArrayList<>();
        for (int seat = 0; seat < n; seat++) {
            bids.add(s.bids[seat] < 0 ? null : s.bids[seat]);
        }
        Position.Mutation mutation = new Position.Mutation(spaces, s.pendingMutations, s.mutationThenNewEpoch, bids,
                s.auctionIndex, s.auctionBought, s.auctionMustBuy, s.price);
        Position.PanicState panic = new Position.PanicState(s.panicRegion < 0 ? null : Board.placeName(s.panicRegion),
                s.panicOcean < 0 ? null : Board.placeName(s.panicOcean));
        List<Position.FlightFrom> flightFrom = new ArrayList<>();
        for (int a = 0; a < Board.AREAS; a++) {
            if (s.flightOriginAreas[a] != 0) {
                flightFrom.add(new Position.FlightFrom(placeList(s.flightOriginAreas[a]), s.flightOriginIchtos[a]));
            }
        }
        return new Position(players, regions, oceans, chips, new Position.Genes(display, pile), s.epoch, s.turn, s.env,
                s.phase.name(), s.actor < 0 ? null : s.actor, s.actionsLeft, s.extraUsed, mutation, panic,
                placeList(s.flightRegions), flightFrom, generatorText(s.rng));
    }

    /**
     * The state of a position on a board, after checking it whole.
     *
     * @throws InvalidPositionException naming every problem when the position is incomplete, names an unknown
     *                                  place, gene, chip or phase, or could not arise in a game
     */
    public static GameState toState(Board board, Position p) {
        GameState s = new PositionReader(board).read(p);
        List<String> problems = PositionCheck.problems(s);
        if (!problems.isEmpty()) {
            throw new InvalidPositionException(problems);
        }
        return s;
    }

    /** The generator state as 16 lower-case hexadecimal digits. */
    public static String generatorText(long state) {
        return String.format(Locale.ROOT, "%016x", state);
    }

    /** "panic" for the panic chip, else the area chip's number. */
    public static String chipName(int chip) {
        return chip == GameState.PANIC ? PANIC : Integer.toString(chip);
    }

    static List<Integer> chipList(int chipMask) {
        List<Integer> r = new ArrayList<>();
        for (int c = 1; c < GameState.CHIPS; c++) {
            if ((chipMask & (1 << c)) != 0) {
                r.add(c);
            }
        }
        return r;
    }

    static List<String> placeList(int areaMask) {
        List<String> r = new ArrayList<>();
        for (int m = areaMask; m != 0; m &= m - 1) {
            r.add(Board.placeName(Integer.numberOfTrailingZeros(m)));
        }
        return r;
    }
}

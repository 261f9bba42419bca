package org.ichto.urland.rules;

import org.ichto.urland.board.Board;
import org.ichto.urland.rules.GameState.ChipLocation;

import java.util.ArrayList;
import java.util.List;

/**
 * Turns a {@link Position} into a {@link GameState}, checking that it is complete and that every name
 * in it is known: places, genes, chips, the phase, the generator. Whether the parts fit together is
 * {@link PositionCheck}'s part.
 */
final class PositionReader {
    private final Board board;
    private final List<String> problems = new ArrayList<>();
    private GameState s;
    private int n;

    PositionReader(Board board) {
        this.board = board;
    }

    GameState read(Position p) {
        if (p == null) {
            throw new InvalidPositionException(List.of("no position given"));
        }
        if (p.players() == null) {
            throw new InvalidPositionException(List.of("players is missing"));
        }
        n = p.players().size();
        if (n < 3 || n > GameState.MAX_SEATS) {
            throw new InvalidPositionException(List.of("Urland is for 3 to 5 players, the position has " + n));
        }
        s = new GameState(board, n);
        String[] geneAt = new String[Gene.count()];
        readPlayers(p.players(), geneAt);
        readRegions(p.regions());
        readOceans(p.oceans());
        readChips(p.chips());
        readGenes(p.genes(), geneAt);
        readTurn(p);
        readMutation(p.mutation());
        readPanic(p.panic());
        s.flightRegions = present(p.earsFlight(), "earsFlight") ? areaMask(p.earsFlight(), "earsFlight") : 0;
        readFlightOrigins(p.earsFlightFrom());
        readGenerator(p.generator());
        if (!problems.isEmpty()) {
            throw new InvalidPositionException(problems);
        }
        return s;
    }

    /**
     * Where the Ears owner's surplus stood before the eruption, each origin kept at its lowest area. A
     * flight region with no origin listed (null means none, as in the positions of 0.1.0) counts as one
     * origin: all of the owner's Ichtos there, any ocean of the region open to them.
     */
    private void readFlightOrigins(List<Position.FlightFrom> from) {
        int covered = 0;
        for (Position.FlightFrom f : from == null ? List.<Position.FlightFrom>of() : from) {
            if (!present(f, "an origin in earsFlightFrom")
                    || !present(f.areas(), "areas of an origin in earsFlightFrom")) {
                continue;
            }
            int areas = areaMask(f.areas(), "earsFlightFrom");
            if (areas == 0) {
                problems.add("earsFlightFrom: an origin without areas");
            } else if ((areas & covered) != 0) {
                problems.add("earsFlightFrom: " + new FlightOrigin(areas & covered, 0, 0).name() + " in two origins");
            } else {
                int lowest = Integer.numberOfTrailingZeros(areas);
                s.flightOriginAreasW()[lowest] = areas;
                s.flightOriginIchtosW()[lowest] = f.ichtos();
            }
            covered |= areas;
        }
        int owner = s.ownerOf(Gene.EARS);
        for (int m = s.flightRegions; m != 0 && owner >= 0; m &= m - 1) {
            int region = Integer.numberOfTrailingZeros(m);
            int areas = s.regionAreas(region);
            if (areas != 0 && (areas & covered) == 0) {
                int lowest = Integer.numberOfTrailingZeros(areas);
                s.flightOriginAreasW()[lowest] = areas;
                s.flightOriginIchtosW()[lowest] = s.ichtos(region, owner);
            }
        }
    }

    private boolean present(Object value, String name) {
        if (value == null) {
            problems.add(name + " is missing");
            return false;
        }
        return true;
    }

    private void readPlayers(List<Position.Player> players, String[] geneAt) {
        for (int seat = 0; seat < n; seat++) {
            Position.Player pl = players.get(seat);
            if (!present(pl, "players[" + seat + "]")) {
                continue;
            }
            s.track[seat] = pl.track();
            s.reserve[seat] = pl.reserve();
            s.extraChipsW()[seat] = pl.extraTurnChips();
            if (present(pl.genes(), "genes of seat " + seat)) {
                for (String name : pl.genes()) {
                    Gene g = gene(name);
                    if (g != null && place(geneAt, g, "owned by seat " + seat)) {
                        s.geneOwnerW()[g.ordinal()] = seat;
                    }
                }
            }
            if (present(pl.knownChips(), "knownChips of seat " + seat)) {
                for (Integer chip : pl.knownChips()) {
                    if (chip == null || chip < 1 || chip > Board.AREAS) {
                        problems.add("knownChips of seat " + seat + ": no area chip " + chip);
                    } else if ((s.knownChips[seat] & (1 << chip)) != 0) {
                        problems.add("knownChips of seat " + seat + " lists chip " + chip + " twice");
                    } else {
                        s.knownChipsW()[seat] |= 1 << chip;
                    }
                }
            }
        }
    }

    private void readRegions(List<Position.Region> regions) {
        if (!present(regions, "regions")) {
            return;
        }
        int covered = 0;
        for (Position.Region r : regions) {
            if (!present(r, "a region")) {
                continue;
            }
            int number = area(r.region(), "region number");
            if (number < 0 || !present(r.areas(), "areas of region " + r.region())) {
                continue;
            }
            String where = "region " + r.region();
            int areas = areaMask(r.areas(), "areas of " + where);
            if ((areas & covered) != 0) {
                problems.add(where + " holds area(s) " + Positions.placeList(areas & covered)
                        + " that another region holds too");
            }
            if ((areas & (1 << number)) == 0) {
                problems.add(where + " does not hold area " + r.region() + " whose number it carries");
            }
            covered |= areas;
            for (int m = areas; m != 0; m &= m - 1) {
                s.regionOfW()[Integer.numberOfTrailingZeros(m)] = number;
            }
            ichtos(number, r.ichtos(), where);
        }
        int missing = ((1 << Board.AREAS) - 1) & ~covered;
        if (missing != 0) {
            problems.add("area(s) " + Positions.placeList(missing) + " lie in no region");
        }
    }

    private void readOceans(List<Position.Ocean> oceans) {
        if (!present(oceans, "oceans")) {
            return;
        }
        int seen = 0;
        for (Position.Ocean o : oceans) {
            if (!present(o, "an ocean")) {
                continue;
            }
            int place = Board.parsePlace(o.ocean());
            if (place < 0 || !Board.isOcean(place)) {
                problems.add("no ocean " + quote(o.ocean()) + " (oceans are O1..O" + Board.OCEANS + ")");
                continue;
            }
            int bit = 1 << Board.oceanOf(place);
            if ((seen & bit) != 0) {
                problems.add("ocean " + o.ocean() + " is listed twice");
            }
            seen |= bit;
            ichtos(place, o.ichtos(), "ocean " + o.ocean());
        }
        if (seen != (1 << Board.OCEANS) - 1) {
            problems.add("every ocean O1..O" + Board.OCEANS + " must be listed");
        }
    }

    private void ichtos(int place, List<Integer> counts, String where) {
        if (!present(counts, "ichtos of " + where)) {
            return;
        }
        if (counts.size() != n) {
            problems.add(where + " lists Ichtos for " + counts.size() + " seats, not " + n);
            return;
        }
        for (int seat = 0; seat < n; seat++) {
            Integer c = counts.get(seat);
            if (c == null || c < 0 || c > GameState.ICHTOS_PER_COLOUR) {
                // Checked before anything is summed: a huge count must not overflow a total into a fair one.
                problems.add(where + ": Ichtos of seat " + seat + " must be 0 to " + GameState.ICHTOS_PER_COLOUR
                        + ", not " + c);
            } else {
                s.ichtos[place * GameState.MAX_SEATS + seat] = c;
            }
        }
    }

    private void readChips(Position.Chips c) {
        if (!present(c, "chips")) {
            return;
        }
        String[] where = new String[GameState.CHIPS];
        if (present(c.deck(), "chips.deck") && c.deck().size() > GameState.CHIPS) {
            problems.add("chips.deck holds " + c.deck().size() + " chips; there are only " + GameState.CHIPS);
        } else if (c.deck() != null) {
            int size = c.deck().size();
            for (int i = 0; i < size; i++) {
                String name = c.deck().get(i);
                int chip = Positions.PANIC.equals(name) ? GameState.PANIC : areaChip(name);
                if (chip < 0) {
                    problems.add("chips.deck: no chip " + quote(name) + " (chips are 1..12 and \"panic\")");
                } else if (put(where, chip, "the deck", ChipLocation.DECK)) {
                    s.deckW()[size - 1 - i] = chip;
                }
            }
            s.deckSize = size;
        }
        putAll(where, c.hand(), "hand", ChipLocation.HAND);
        if (c.chosen() != null) {
            putAll(where, List.of(c.chosen()), "chosen", ChipLocation.CHOSEN);
        }
        putAll(where, c.dummy(), "dummy", ChipLocation.DUMMY);
        putAll(where, c.scored(), "scored", ChipLocation.SCORED);
        putAll(where, c.removed(), "removed", ChipLocation.REMOVED);
        if (c.panicDrawn()) {
            put(where, GameState.PANIC, "drawn", ChipLocation.DRAWN_PANIC);
        }
        if (where[GameState.PANIC] == null) {
            problems.add("the panic chip is neither in the deck nor drawn");
        }
        for (int chip = 1; chip < GameState.CHIPS; chip++) {
            if (where[chip] == null) {
                problems.add("chip " + chip + " lies nowhere");
            }
            if (s.chipLoc[chip] == ChipLocation.REMOVED.ordinal()) {
                s.erupted |= 1 << (chip - 1);
            }
        }
    }

    private void putAll(String[] where, List<Integer> chips, String name, ChipLocation loc) {
        if (!present(chips, "chips." + name)) {
            return;
        }
        for (Integer chip : chips) {
            if (chip == null || chip < 1 || chip > Board.AREAS) {
                problems.add("chips." + name + ": no area chip " + chip);
            } else {
                put(where, chip, name, loc);
            }
        }
    }

    private boolean put(String[] where, int chip, String name, ChipLocation loc) {
        if (where[chip] != null) {
            problems.add((chip == GameState.PANIC ? "the panic chip" : "chip " + chip) + " lies in two places ("
                    + where[chip] + " and " + name + ")");
            return false;
        }
        where[chip] = name;
        s.chipLocW()[chip] = loc.ordinal();
        return true;
    }

    private void readGenes(Position.Genes genes, String[] geneAt) {
        if (present(genes, "genes") && present(genes.display(), "genes.display") && present(genes.pile(), "genes.pile")) {
            for (String name : genes.display()) {
                Gene g = gene(name);
                if (g != null && place(geneAt, g, "on display")) {
                    s.geneDisplay |= g.bit();
                }
            }
            List<String> pile = genes.pile();
            if (pile.size() > Gene.count()) {
                problems.add("genes.pile holds " + pile.size() + " genes; there are only " + Gene.count());
                pile = List.of();
            }
            for (int i = 0; i < pile.size(); i++) {
                Gene g = gene(pile.get(i));
                if (g != null && place(geneAt, g, "in the pile")) {
                    s.genePileW()[pile.size() - 1 - i] = g.ordinal();
                }
            }
            s.genePileSize = pile.size();
        }
        for (Gene g : Gene.values()) {
            boolean inGame = g.inGameWith(n);
            if (!inGame && geneAt[g.ordinal()] != null) {
                problems.add(g + " is not part of a " + n + "-player game, yet it is " + geneAt[g.ordinal()]);
            } else if (inGame && geneAt[g.ordinal()] == null) {
                problems.add(g + " is nowhere (neither owned, on display nor in the pile)");
            }
            if (geneAt[g.ordinal()] == null || !geneAt[g.ordinal()].startsWith("owned")) {
                s.geneOwnerW()[g.ordinal()] = inGame ? -1 : -2;
            }
        }
    }

    private boolean place(String[] geneAt, Gene g, String where) {
        if (geneAt[g.ordinal()] != null) {
            problems.add(g + " cannot be both " + geneAt[g.ordinal()] + " and " + where);
            return false;
        }
        geneAt[g.ordinal()] = where;
        return true;
    }

    private void readTurn(Position p) {
        s.epoch = p.epoch();
        s.turn = p.turn();
        s.env = p.environmentPlayer();
        if (s.env < 0 || s.env >= n) {
            problems.add("environmentPlayer must be a seat 0.." + (n - 1) + ", not " + s.env);
            s.env = 0;
        }
        if (present(p.phase(), "phase")) {
            try {
                s.phase = Phase.valueOf(p.phase());
            } catch (IllegalArgumentException e) {
                problems.add("unknown phase " + quote(p.phase()));
            }
        }
        s.actor = p.actor() == null ? -1 : p.actor();
        if (p.actor() != null && (s.actor < 0 || s.actor >= n)) {
            problems.add("actor must be a seat 0.." + (n - 1) + " (or null once the game is over), not " + s.actor);
        }
        s.actionsLeft = p.actionsLeft();
        s.extraUsed = p.extraTurnUsed();
    }

    private void readMutation(Position.Mutation m) {
        if (!present(m, "mutation")) {
            return;
        }
        if (present(m.triggeredSpaces(), "mutation.triggeredSpaces")) {
            List<Integer> spaces = board.mutationSpaces();
            for (Integer space : m.triggeredSpaces()) {
                int i = space == null ? -1 : spaces.indexOf(space);
                if (i < 0) {
                    problems.add("mutation.triggeredSpaces: " + space + " is no mutation space " + spaces);
                } else {
                    s.triggeredSpaces |= 1 << i;
                }
            }
        }
        s.pendingMutations = m.pending();
        s.mutationThenNewEpoch = m.thenNewEpoch();
        if (present(m.bids(), "mutation.bids")) {
            if (m.bids().size() != n) {
                problems.add("mutation.bids lists " + m.bids().size() + " seats, not " + n);
            } else {
                for (int seat = 0; seat < n; seat++) {
                    Integer bid = m.bids().get(seat);
                    if (bid != null && bid < 0) {
                        problems.add("the bid of seat " + seat + " is negative");
                    }
                    s.bidsW()[seat] = bid == null ? -1 : bid;
                }
            }
        }
        s.auctionIndex = m.auctionIndex();
        s.auctionBought = m.bought();
        s.auctionMustBuy = m.mustBuy();
        s.price = m.price();
    }

    private void readPanic(Position.PanicState panic) {
        if (!present(panic, "panic")) {
            return;
        }
        s.panicRegion = panic.region() == null ? -1 : area(panic.region(), "panic.region");
        s.panicOcean = -1;
        if (panic.ocean() != null) {
            int place = Board.parsePlace(panic.ocean());
            if (place < 0 || !Board.isOcean(place)) {
                problems.add("panic.ocean: no ocean " + quote(panic.ocean()));
            } else {
                s.panicOcean = place;
            }
        }
    }

    private void readGenerator(String text) {
        if (!present(text, "generator")) {
            return;
        }
        if (!text.matches("[0-9a-fA-F]{16}")) {
            problems.add("generator must be 16 hexadecimal digits, not " + quote(text));
            return;
        }
        s.rng = Long.parseUnsignedLong(text, 16);
    }

    private int areaMask(List<String> names, String where) {
        int mask = 0;
        for (String name : names) {
            int a = area(name, where);
            if (a >= 0) {
                if ((mask & (1 << a)) != 0) {
                    problems.add(where + " lists area " + name + " twice");
                }
                mask |= 1 << a;
            }
        }
        return mask;
    }

    /** A land area's place, or -1 (a problem noted). */
    private int area(String name, String where) {
        int place = Board.parsePlace(name);
        if (place < 0 || Board.isOcean(place) || !name.equals(Board.placeName(place))) {
            problems.add(where + ": no land area " + quote(name) + " (areas are 1.." + Board.AREAS + ")");
            return -1;
        }
        return place;
    }

    private static int areaChip(String name) {
        if (name == null || !name.matches("[0-9]{1,2}")) {
            return -1;
        }
        int c = Integer.parseInt(name);
        return c >= 1 && c <= Board.AREAS ? c : -1;
    }

    private Gene gene(String name) {
        Gene g = Gene.parse(name);
        if (g == null) {
            problems.add("unknown gene " + quote(name));
        }
        return g;
    }

    private static String quote(String text) {
        return text == null ? "null" : "\"" + text + "\"";
    }
}

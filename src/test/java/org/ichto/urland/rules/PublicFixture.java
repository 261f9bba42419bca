package org.ichto.urland.rules;

import org.ichto.urland.board.Board;

/**
 * The package-private {@link Fixture} for tests in other packages (the computer opponents' tests):
 * the same builder and defaults (the default deck with its chips' locations set to the deck), plus the
 * chips a seat remembers holding.
 */
public final class PublicFixture {
    public static final int O1 = Fixture.O1;
    public static final int O2 = Fixture.O2;
    public static final int O3 = Fixture.O3;
    public static final int O4 = Fixture.O4;
    public static final int O5 = Fixture.O5;

    private final Fixture f;
    private final int[] known;

    private PublicFixture(int players) {
        // Fixture lists chips 1..9 as its deck but leaves their locations at SCORED; naming them again
        // puts them in the deck for real (ChipOdds reads the locations).
        f = Fixture.of(players).deck(1, 2, 3, 4, 5, 6, 7, 8, 9);
        known = new int[players];
    }

    /** Defaults as {@link Fixture}: epoch 1, seat 0 environment player, seat 1 the dummy, seat 2 to act. */
    public static PublicFixture of(int players) {
        return new PublicFixture(players);
    }

    /** The place index of land area n (1..12). */
    public static int area(int n) {
        return Fixture.area(n);
    }

    public PublicFixture put(int place, int seat, int count) {
        f.put(place, seat, count);
        return this;
    }

    public PublicFixture reserve(int seat, int count) {
        f.reserve(seat, count);
        return this;
    }

    public PublicFixture park(int place) {
        f.park(place);
        return this;
    }

    public PublicFixture track(int... spaces) {
        f.track(spaces);
        return this;
    }

    public PublicFixture gene(int seat, Gene g) {
        f.gene(seat, g);
        return this;
    }

    public PublicFixture extraChips(int seat, int n) {
        f.extraChips(seat, n);
        return this;
    }

    public PublicFixture env(int seat) {
        f.env(seat);
        return this;
    }

    public PublicFixture chosen(int chip) {
        f.chosen(chip);
        return this;
    }

    public PublicFixture dummyChips(int a, int b) {
        f.dummyChips(a, b);
        return this;
    }

    public PublicFixture scored(int... chips) {
        f.scored(chips);
        return this;
    }

    public PublicFixture removed(int... chips) {
        f.removed(chips);
        return this;
    }

    public PublicFixture deck(int... topFirst) {
        f.deck(topFirst);
        return this;
    }

    public PublicFixture erupt(int areaNumber) {
        f.erupt(areaNumber);
        return this;
    }

    public PublicFixture actions(int seat, int left) {
        f.actions(seat, left);
        return this;
    }

    public PublicFixture choosing(int... chips) {
        f.choosing(chips);
        return this;
    }

    public PublicFixture bidding(int pendingMutations) {
        f.bidding(pendingMutations);
        return this;
    }

    /** Chips (1..12) the seat remembers holding, wherever they lie now. */
    public PublicFixture remembers(int seat, int... chips) {
        for (int c : chips) {
            if (c < 1 || c > Board.AREAS) {
                throw new IllegalArgumentException("no area chip " + c);
            }
            known[seat] |= 1 << c;
        }
        return this;
    }

    public GameState build() {
        GameState s = f.build();
        for (int seat = 0; seat < known.length; seat++) {
            s.knownChipsW()[seat] = known[seat];
        }
        return s;
    }
}

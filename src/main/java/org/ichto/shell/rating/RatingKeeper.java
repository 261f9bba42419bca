package org.ichto.shell.rating;

import org.ichto.shell.game.Seat;
import org.ichto.shell.session.GameSession;

import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Keeps the player's ratings for a window: which games count, turning a game into practice when the player
 * is helped, and the change when a counted game ends.
 *
 * <p>A game counts when one human plays against computers, it was not yet over when play began here, and the
 * player neither took back a move nor asked for a hint. Several humans (or none) make practice from the start.
 */
public final class RatingKeeper {
    /** What the end of a game did to the rating. */
    public record Outcome(Kind kind, int change, int now, String saveProblem) {
        public enum Kind { RATED, PRACTICE }
    }

    private final PlayerRatingStore store;
    private final PlayerRatingStore.Loaded loaded;
    private final Function<String, Optional<RatingTable>> tables;
    private PlayerRatings ratings;

    /**
     * @param tables the shipped ratings of a game, by id (an opponent without one counts as a newcomer, 1500)
     */
    public RatingKeeper(Path dataDirectory, Function<String, Optional<RatingTable>> tables) {
        this.store = new PlayerRatingStore(dataDirectory);
        this.loaded = store.load();
        this.ratings = loaded.ratings();
        this.tables = tables;
    }

    /** What was found when the ratings were read (a damaged file kept aside, and why). */
    public PlayerRatingStore.Loaded loaded() {
        return loaded;
    }

    public PlayerRatings ratings() {
        return ratings;
    }

    public Path file() {
        return store.file();
    }

    /** Whether the game, as it stands, would change the rating when it ends. */
    public static boolean counts(GameSession<?, ?, ?, ?> session) {
        long humans = session.seats().stream().filter(Seat::human).count();
        return humans == 1 && session.seats().size() > 1 && !session.isPractice();
    }

    /**
     * The player is about to take a hint or a move back: a counted game becomes practice. True when it just did,
     * so the caller tells the player (once a game).
     */
    public static boolean helped(GameSession<?, ?, ?, ?> session) {
        if (!counts(session) || session.isOver()) {
            return false;
        }
        session.markPractice();
        return true;
    }

    /**
     * Settles a game that just ended: the player's new rating when it counted (saved at once), practice when a
     * human played but it did not count, nothing for a game of computers alone.
     */
    public Optional<Outcome> settle(GameSession<?, ?, ?, ?> session) {
        String game = session.game().id();
        List<Seat> seats = session.seats();
        int human = -1;
        for (int i = 0; i < seats.size(); i++) {
            human = seats.get(i).human() && human < 0 ? i : human;
        }
        if (human < 0) {
            return Optional.empty();
        }
        int now = ratings.current(game).points();
        if (!counts(session)) {
            return Optional.of(new Outcome(Outcome.Kind.PRACTICE, 0, now, null));
        }
        int[] scores = scores(session);
        int[] places = TrueSkill.places(winner(session), scores);
        Optional<RatingTable> table = tables.apply(game);
        List<Rating> before = new ArrayList<>();
        List<RatedGame.Opponent> opponents = new ArrayList<>();
        for (int i = 0; i < seats.size(); i++) {
            if (i == human) {
                before.add(ratings.current(game));
                continue;
            }
            String spec = seats.get(i).profile();
            Rating r = table.flatMap(t -> t.find(spec)).map(RatingTable.Entry::rating).orElse(Rating.NEWCOMER);
            before.add(r);
            opponents.add(new RatedGame.Opponent(spec, places[i], r.points()));
        }
        Rating after = TrueSkill.update(before, places).get(human);
        RatedGame played = new RatedGame(Instant.now().truncatedTo(ChronoUnit.SECONDS).toString(), places[human],
                scores[human], now, after.points(), after.mean(), after.deviation(), opponents);
        ratings = ratings.with(game, played);
        String problem = store.save(ratings);
        return Optional.of(new Outcome(Outcome.Kind.RATED, played.change(), played.after(), problem));
    }

    @SuppressWarnings("unchecked")
    private static <S> int[] scores(GameSession<S, ?, ?, ?> s) {
        return s.game().rules().scores(s.state());
    }

    private static <S> int winner(GameSession<S, ?, ?, ?> s) {
        return s.game().rules().winner(s.state());
    }
}

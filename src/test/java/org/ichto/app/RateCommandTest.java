package org.ichto.app;

import org.ichto.shell.rating.RatingTable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class RateCommandTest extends CommandHarness {
    @TempDir
    Path dir;

    @Test
    void theSameSeedWritesTheSameRatingsForEveryKindAtEveryDifficulty() throws Exception {
        Path first = dir.resolve("a/ratings.json");
        Path second = dir.resolve("b.json");
        String[] options = {"--games", "4", "--seed", "3", "--expert-iterations", "20", "--threads", "1"};
        assertThat(run(concat("rate", "--out", first.toString(), options))).isZero();
        assertThat(run(concat("rate", "--out", second.toString(), options))).isZero();
        assertThat(Files.readString(second)).isEqualTo(Files.readString(first));
        RatingTable t = RatingTable.fromJson(Files.readString(first));
        assertThat(t.game()).isEqualTo("urland");
        assertThat(t.command()).isEqualTo("primeval rate --game urland --games 4 --seats 4 --seed 3 "
                + "--expert-iterations 20 --out ai-profiles/urland/ratings.json");
        // Five personalities, the Expert and random play, each at three difficulties.
        assertThat(t.entries()).hasSize(21);
        assertThat(t.entries().stream().mapToInt(RatingTable.Entry::games).sum()).isEqualTo(16);
        assertThat(err.toString()).contains("rated 4 of 4 games");
        assertThat(out.toString().lines().findFirst().orElseThrow()).matches("\\S+\\s+\\d{3,4}  \\(\\d+ games, \\d+ wins\\)");
    }

    @Test
    void aBadOptionSaysWhatIsWrong() {
        assertThat(run("rate", "--expert-iterations", "0")).isEqualTo(ReplayCommand.BAD_INPUT);
        assertThat(err.toString()).contains("--expert-iterations must be at least 1");
    }

    private static String[] concat(String a, String b, String c, String... rest) {
        String[] all = new String[3 + rest.length];
        all[0] = a;
        all[1] = b;
        all[2] = c;
        System.arraycopy(rest, 0, all, 3, rest.length);
        return all;
    }
}

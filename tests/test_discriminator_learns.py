"""The discriminator learns replaced token detection on real text, beyond the base rate.

Early in pre-training the generator samples from little more than the unigram
distribution, and a discriminator that only learns the base rate of replacements already
halves its loss; the end-to-end runs are too short to tell it from a working one. Here the
generator is swapped for uniform sampling over the vocabulary (the untrained generator of
ELECTRA's first steps), whose replacements a working discriminator spots within a few dozen
updates. Pre-LayerNorm (``--encoder-normalize-before``) is used because it leaves the
base-rate plateau within about 40 updates here; post-LayerNorm takes 60 to several hundred,
depending on the seed, too long a wait for a unit test."""
import math

import torch
from fairseq import options, tasks
from fairseq.dataclass.utils import convert_namespace_to_omegaconf

from conftest import REPO


def test_discriminator_detects_uniform_replacements(data_bin):
    torch.manual_seed(0)
    parser = options.get_training_parser()
    args = options.parse_args_and_arch(parser, [
        str(data_bin), "--user-dir", str(REPO / "fairseq_xl"), "--task", "mrtd", "--arch", "xlm_e_small",
        "--encoder-normalize-before", "--criterion", "replaced_token_detection", "--tokens-per-sample", "128",
        "--optimizer", "adam",
        "--lr", "1e-3", "--cpu", "--seed", "1",
    ])
    cfg = convert_namespace_to_omegaconf(args)
    task = tasks.setup_task(cfg.task)
    task.load_dataset("train")
    model = task.build_model(cfg.model)
    criterion = task.build_criterion(cfg.criterion)
    ordinary = torch.nonzero(~model.never_sample).squeeze(1)
    model.sample_replacements = lambda logits, *unused: ordinary[torch.randint(len(ordinary), (logits.size(0),))]
    iterator = task.get_batch_iterator(task.dataset("train"), max_tokens=2048, max_positions=128, seed=1)
    batches = (sample for _ in range(3) for sample in iterator.next_epoch_itr(shuffle=True))
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-3, betas=(0.9, 0.98))
    model.train()
    logs = []
    for step, sample in zip(range(100), batches):
        for group in optimizer.param_groups:
            group["lr"] = 1e-3 * min(1.0, (step + 1) / 20)
        loss, _, log = criterion(model, sample)
        optimizer.zero_grad()
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 2.0)
        optimizer.step()
        logs.append(log)
    last = logs[-10:]
    tokens = sum(log["mrtd_tokens"] for log in last)
    replaced = sum(log["mrtd_replaced"] for log in last)
    rate = replaced / tokens
    base_rate_loss = -(rate * math.log(rate) + (1 - rate) * math.log(1 - rate))
    loss = sum(log["mrtd_loss"] for log in last) / tokens
    recall = sum(log["mrtd_true_replaced"] for log in last) / replaced
    predicted = sum(log["mrtd_predicted_replaced"] for log in last)
    precision = sum(log["mrtd_true_replaced"] for log in last) / max(1, predicted)
    assert loss < 0.8 * base_rate_loss, (loss, base_rate_loss, recall, precision)
    assert recall > 0.25 and precision > 3 * rate, (recall, precision, rate)  # guessing: precision = rate
